// Adds `noindex: true` front matter support: the page asks search engines not to index it.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const noindex = (frontMatter as {noindex?: boolean}).noindex === true;
  return (
    <>
      <Metadata {...props} />
      {noindex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
    </>
  );
}
