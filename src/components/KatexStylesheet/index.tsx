// The KaTeX stylesheet as a <link> in the <head> of each page with math (markdown/remark-katex-stylesheet
// adds this element to those pages). The stylesheet is a CSS chunk of the page's JavaScript, which
// Docusaurus only requests once main.js runs: the HTML then first showed the formulas unstyled,
// both their MathML and their HTML, and restyled the whole page when the chunk arrived.
//
// Server build: the chunk's address, recorded when the browser build emitted it
// (plugins/katex-handoff/recordKatexStylesheet.ts). The browser build uses ./index.client.tsx.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {KATEX_STYLESHEET_ATTRIBUTE, KATEX_STYLESHEET_ENV} from './constants';

export default function KatexStylesheet(): ReactNode {
  const href = process.env[KATEX_STYLESHEET_ENV];
  if (!href) {
    throw new Error(
      `KatexStylesheet: ${KATEX_STYLESHEET_ENV} is not set; the browser build records the KaTeX stylesheet's address (plugins/katex-handoff)`,
    );
  }
  return (
    <Head>
      <link rel="stylesheet" href={href} {...{[KATEX_STYLESHEET_ATTRIBUTE]: 'true'}} />
    </Head>
  );
}
