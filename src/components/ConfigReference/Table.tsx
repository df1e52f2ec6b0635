// A section's table, as the server renders it (the browser build uses ./Table.client.tsx instead,
// swapped in by plugins/bundle-splitting). Each key's row id is registered as an anchor, so the
// build's broken-anchor check accepts links such as /docs/configuration/#pg.user.
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SectionTable, {sectionKeys} from './SectionTable';

export default function Table({section}: {readonly section: string}): ReactNode {
  const brokenLinks = useBrokenLinks();
  sectionKeys(section).forEach((k) => brokenLinks.collectAnchor(k.key));
  return <SectionTable section={section} />;
}
