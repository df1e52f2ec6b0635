/** Set by the browser build to the KaTeX stylesheet's address, read by the server render. */
export const KATEX_STYLESHEET_ENV = 'QDB_KATEX_STYLESHEET';
/** Marks the <link> so the browser can find the address the server rendered. */
export const KATEX_STYLESHEET_ATTRIBUTE = 'data-katex-stylesheet';
