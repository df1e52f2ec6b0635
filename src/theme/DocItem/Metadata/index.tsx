// Adds `noindex: true` front matter support (the page asks search engines not to index it) and a
// link to the page's Markdown twin for machine readers.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {markdownTwinUrl} from '@site/src/site/links';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const noindex = (frontMatter as {noindex?: boolean}).noindex === true;
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinUrl(metadata.permalink)} />
      </Head>
      {noindex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
    </>
  );
}
