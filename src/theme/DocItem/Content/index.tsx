// Wrapped to put the page actions ("Copy page", "View as Markdown") in the header of every docs page.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
