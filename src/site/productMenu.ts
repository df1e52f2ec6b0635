// Items of the Product mega-menu in the header and of the mobile "Compare" accordion.
import {externalLinks, marketingLinks} from './links';

export type ProductMenuIcon =
  | 'download'
  | 'chart'
  | 'pulse'
  | 'compare'
  | 'play'
  | 'map';

export interface ProductMenuItem {
  readonly name: string;
  readonly description: string;
  readonly href: string;
  readonly icon: ProductMenuIcon;
}

export interface ProductMenuGroup {
  readonly title: string;
  readonly items: readonly ProductMenuItem[];
}

export const productMenu: readonly ProductMenuGroup[] = [
  {
    title: 'Product',
    items: [
      {
        name: 'Download',
        description: 'Open source binaries, Docker image and Homebrew formula.',
        href: marketingLinks.download,
        icon: 'download',
      },
      {
        name: 'Capital markets',
        description: 'Tick data, order books and analytics for trading desks.',
        href: marketingLinks.marketData,
        icon: 'chart',
      },
      {
        name: 'Live crypto dashboards',
        description: 'Real-time crypto prices charted straight from QuestDB.',
        href: marketingLinks.cryptoDashboards,
        icon: 'pulse',
      },
      {
        name: 'Live demo',
        description: 'Query billions of rows in the public web console.',
        href: externalLinks.demo,
        icon: 'play',
      },
      {
        name: 'Roadmap',
        description: 'What the team is building next, on GitHub.',
        href: externalLinks.roadmap,
        icon: 'map',
      },
    ],
  },
  {
    title: 'Compare',
    items: [
      {
        name: 'QuestDB vs InfluxDB',
        description: 'Ingestion and query benchmarks against InfluxDB.',
        href: marketingLinks.compareInfluxdb,
        icon: 'compare',
      },
      {
        name: 'QuestDB vs TimescaleDB',
        description: 'How a native time-series engine compares with a Postgres extension.',
        href: marketingLinks.compareTimescale,
        icon: 'compare',
      },
    ],
  },
];
