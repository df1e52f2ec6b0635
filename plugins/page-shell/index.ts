import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {checkBuildInlineCode} from './inlineScripts';

const clientModule = (name: string): string => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

export default function pluginPageShell(): Plugin {
  return {
    name: 'page-shell',
    getClientModules() {
      return [clientModule('normalizeHtmlPath'), clientModule('chunkLoadError'), clientModule('announcementAlwaysShown'), clientModule('sidebarActiveInView')];
    },
    async postBuild({outDir}) {
      const {files, scripts} = checkBuildInlineCode(outDir);
      console.log(`[INFO] page-shell: ${files} HTML files, ${scripts} distinct inline scripts, each allowed by its hash in the Content-Security-Policy`);
    },
  };
}
