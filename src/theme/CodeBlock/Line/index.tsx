// Wrapped so that each stretch of tokens drawn like the surrounding code reaches the token
// component as one plain token, which it writes as one bare text (see ./Token): no span per word,
// and no empty comment React would put between two adjacent texts.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';
import {usePrismTheme} from '@docusaurus/theme-common';
import {drawnAsPlain, mergePlainRuns} from './plainRuns';

export default function CodeBlockLine(props: Props): ReactNode {
  const {plain} = usePrismTheme();
  const line = mergePlainRuns(props.line, (token) => drawnAsPlain(props.getTokenProps({token}).style, plain.color));
  return <Line {...props} line={line} />;
}
