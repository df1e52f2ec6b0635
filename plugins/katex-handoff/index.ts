// Hands the address of KaTeX's stylesheet from the browser build to the server render (./README.md).
import type {Plugin} from '@docusaurus/types';
import {RecordKatexStylesheet} from './recordKatexStylesheet';

export default function pluginKatexHandoff(): Plugin {
  return {
    name: 'katex-handoff',
    configureWebpack(_config, isServer) {
      // The server build has no CSS assets; its render reads what the browser build recorded.
      if (isServer) return {};
      return {plugins: [new RecordKatexStylesheet()]};
    },
  };
}
