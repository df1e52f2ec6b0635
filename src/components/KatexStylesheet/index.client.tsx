// Browser build of ./index (swapped in by plugins/runtime-stand-ins).
//
// The server renders the stylesheet's <link> through the head manager (react-helmet-async), which
// on the client removes every link it rendered that the client has not rendered again by the time
// it updates the head: during hydration, that can be before this page's content has rendered. So
// the link is taken away from the head manager before hydration starts (this module is evaluated
// while Docusaurus preloads the page's chunks): it then stays in the document, styling the formulas
// of this page and of any later page with math, and the page's CSS chunk loader finds it by its
// address and does not add a second one. When the first page opened has no math, there is no link:
// the CSS chunk loads with the next page with math, before that page renders.
import {KATEX_STYLESHEET_ATTRIBUTE} from './constants';

const HEAD_MANAGER_ATTRIBUTE = 'data-rh';

document.querySelector(`link[${KATEX_STYLESHEET_ATTRIBUTE}]`)?.removeAttribute(HEAD_MANAGER_ATTRIBUTE);

export default function KatexStylesheet(): null {
  return null;
}
