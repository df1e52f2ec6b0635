// The announcement bar above the header: always shown, never dismissable.
import {externalLinks} from './links';

export const announcement = {
  id: 'live-demo',
  text: 'Try QuestDB SQL on real market data, right in your browser.',
  linkLabel: 'Open the live demo',
  href: externalLinks.demo,
} as const;
