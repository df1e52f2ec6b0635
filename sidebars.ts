// The one docs sidebar: a block per section of the route list, in reading order.
// A section appears here once its first page has landed.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Get started',
      collapsible: false,
      items: ['introduction'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
