// The only unlisted pages here are the fragments under /docs/partials/: each is one sample program
// that other pages include. Say that to the reader, instead of the theme's note about direct links
// (the fragments are linked from, and shown on, ordinary pages). Keeps the noindex metadata.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, UnlistedMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import type {Props} from '@theme/ContentVisibility/Unlisted';

export default function Unlisted({className}: Props): ReactNode {
  return (
    <>
      <UnlistedMetadata />
      <Admonition type="info" title="Shared sample" className={clsx(className, ThemeClassNames.common.unlistedBanner)}>
        This program is shown inside other pages, such as the{' '}
        <Link to="/docs/pgwire/pgwire-intro/">PostgreSQL wire overview</Link>; it has its own address so it
        can be read and linked on its own. It is not in the sidebar or the search.
      </Admonition>
    </>
  );
}
