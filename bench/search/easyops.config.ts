// The same site with @easyops-cn/docusaurus-search-local instead of our index, for the side-by-side
// figures of bench/search.ts: `docusaurus build --config bench/search/easyops.config.ts`.
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import site from '../../docusaurus.config';

// Loaded by Docusaurus (as CommonJS, like sidebars.ts), never by tsx.
const siteDir = path.resolve(__dirname, '../..');

// Plugin paths in the site config are relative to it; this file sits two folders down.
const fromSite = (plugin: unknown): PluginConfig => {
  if (typeof plugin === 'string' && plugin.startsWith('./')) return path.join(siteDir, plugin);
  if (Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].startsWith('./')) return [path.join(siteDir, plugin[0]), plugin[1]];
  return plugin as PluginConfig;
};

const config: Config = {
  ...site,
  plugins: site.plugins.filter((plugin) => !(Array.isArray(plugin) && String(plugin[0]).includes('search-index'))).map(fromSite),
  themes: [
    ...site.themes,
    [
      '@easyops-cn/docusaurus-search-local',
      {hashed: true, indexDocs: true, indexBlog: false, indexPages: false, docsRouteBasePath: '/', language: ['en']},
    ],
  ],
};

export default config;
