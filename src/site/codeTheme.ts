// The code-block colours: Prism's Dracula theme with comments lightened from #6272a4 (3.0:1 on
// Dracula's background) to a colour that reads at 4.5:1 or more (WCAG AA), highlighted lines included.
import {themes, type PrismTheme} from 'prism-react-renderer';

const COMMENT_COLOR = '#a4aed6';

export const codeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((rule) =>
    rule.types.includes('comment') ? {...rule, style: {...rule.style, color: COMMENT_COLOR}} : rule,
  ),
};
