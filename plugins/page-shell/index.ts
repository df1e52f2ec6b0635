import type {Plugin} from '@docusaurus/types';

export default function pluginPageShell(): Plugin {
  return {
    name: 'page-shell',
    getClientModules() {
      return [require.resolve('./normalizeHtmlPath'), require.resolve('./chunkLoadError')];
    },
  };
}
