// Server build (and type source): the code block highlighted by Prism, inside an island wrapper
// that the browser finds again by its key when it hydrates the page.
import type {ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import {ISLAND_ATTRIBUTE, islandKey, type HighlightedProps} from './types';
import styles from './island.module.css';

export default function Highlighted(props: HighlightedProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <div {...{[ISLAND_ATTRIBUTE]: islandKey(metadata)}} className={styles.island}>
      <Content {...props} />
    </div>
  );
}
