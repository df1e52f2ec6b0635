// A diagram keeps its natural size (docusaurus.config.ts sets useMaxWidth: false); one wider than
// the column scrolls sideways in this box, which the keyboard can reach and scroll like a table's.
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div className="diagram-scroll" tabIndex={0} role="group" aria-label="Diagram">
      <Mermaid {...props} />
    </div>
  );
}
