import type {Plugin} from '@docusaurus/types';
import {SHARED_MODULE} from './lazyModules';

interface CacheGroup {
  test?: RegExp;
}

interface Rule {
  test?: unknown;
  use?: {loader?: string; options?: {limit?: number | boolean}}[];
}

/**
 * Fonts are always emitted as files: a browser fetches a font file only when a glyph needs it,
 * but an inlined font is downloaded with the stylesheet (KaTeX alone would add ~80 KB of CSS).
 */
function neverInlineFonts(rules: Rule[]): void {
  const fontRule = rules.find((rule) => rule.test instanceof RegExp && rule.test.test('x.woff2'));
  const urlLoader = fontRule?.use?.find((use) => use.loader?.includes('url-loader'));
  if (!urlLoader?.options) {
    throw new Error(
      'plugins/bundle-splitting: the Docusaurus font rule (url-loader for .woff2) was not found; ' +
        'review module.rules in @docusaurus/core/lib/webpack/base.js and update this plugin',
    );
  }
  urlLoader.options.limit = false;
}

export default function pluginBundleSplitting(): Plugin {
  return {
    name: 'bundle-splitting',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = (splitChunks ? splitChunks.cacheGroups : undefined) as Record<string, CacheGroup> | undefined;
      if (!groups?.common || !groups.styles) {
        throw new Error(
          'plugins/bundle-splitting: Docusaurus no longer defines the `common` and `styles` cache groups; ' +
            'review optimization.splitChunks in @docusaurus/core/lib/webpack/base.js and update this plugin',
        );
      }
      groups.common.test = SHARED_MODULE;
      groups.styles.test = SHARED_MODULE;
      neverInlineFonts((config.module?.rules ?? []) as Rule[]);
      return {};
    },
  };
}
