// Wrapped so that tokens drawn like the surrounding code (Prism's "plain" text, and types the
// theme gives no style of their own or only the plain colour) are written as bare text, not as
// spans: on a reference page with many examples they were a sixth of all elements, and the
// browser's style and layout work grows with the element count (bench/README.md).
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import Token from '@theme-original/CodeBlock/Line/Token';
import {usePrismTheme} from '@docusaurus/theme-common';
import {drawnAsPlain} from '../plainRuns';

export default function CodeBlockLineToken(props: Props): ReactNode {
  const {plain} = usePrismTheme();
  if (drawnAsPlain(props.style, plain.color)) return props.children;
  return <Token {...props} />;
}
