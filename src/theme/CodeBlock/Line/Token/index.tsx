// Wrapped so that tokens drawn like the surrounding code are written as bare text, not as spans:
// on a reference page with many examples they were a sixth of all elements, and the browser's
// style and layout work grows with the element count (bench/NOTES.md). The wrapped line
// (../index.tsx) turns each run of such tokens into one plain token, which has no style.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import Token from '@theme-original/CodeBlock/Line/Token';

export default function CodeBlockLineToken(props: Props): ReactNode {
  return props.style ? <Token {...props} /> : props.children;
}
