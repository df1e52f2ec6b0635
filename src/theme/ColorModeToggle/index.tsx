// The site is dark only (colorMode.disableSwitch in docusaurus.config.ts): the theme's toggle would
// render nothing, yet its code would ship in main.js. This stand-in keeps it out.
import type {ReactNode} from 'react';

export default function ColorModeToggle(): ReactNode {
  return null;
}
