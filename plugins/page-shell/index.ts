import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const clientModule = (name: string): string => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

export default function pluginPageShell(): Plugin {
  return {
    name: 'page-shell',
    getClientModules() {
      return [clientModule('normalizeHtmlPath'), clientModule('chunkLoadError'), clientModule('announcementAlwaysShown'), clientModule('sidebarActiveInView')];
    },
  };
}
