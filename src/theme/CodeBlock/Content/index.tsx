// Wrapped so that the browser never needs Prism for the code it receives in the page's HTML.
// The server build highlights every block with Prism as usual; in the browser,
// `@site/src/highlight/Highlighted` is swapped for `Highlighted.client` (plugins/runtime-stand-ins),
// which keeps the highlighted markup of the HTML page and loads Prism only to highlight blocks of
// pages opened later by client-side navigation. See src/highlight/README.md.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from '@site/src/highlight/Highlighted';

export default function CodeBlockContent(props: Props): ReactNode {
  return <Highlighted {...props} />;
}
