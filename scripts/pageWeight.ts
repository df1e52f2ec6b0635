// What a page downloads, as the bench (bench/foundation.ts) and the byte-budget browser test
// (tests/e2e/budgets.spec.ts) both count it: every response from the site, by kind, raw and at
// gzip level 9, and every request that leaves the site.
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';

export type AssetKind = 'html' | 'js' | 'css' | 'font' | 'prefetch' | 'other';

export interface Asset {
  url: string;
  kind: AssetKind;
  raw: number;
  gzip: number;
  /** The body of a script or stylesheet (to look for a library's marker); empty for the rest. */
  text: string;
}

export function assetKind(url: string, contentType: string, resourceType: string): AssetKind {
  // Chunks of linked pages fetched ahead by <link rel="prefetch">: not run on this page.
  if (resourceType === 'other' && /\.m?js($|\?)/.test(url)) return 'prefetch';
  if (contentType.includes('text/html')) return 'html';
  if (/\.m?js($|\?)/.test(url)) return 'js';
  if (/\.css($|\?)/.test(url)) return 'css';
  if (/\.(woff2?|ttf|otf)($|\?)/.test(url)) return 'font';
  return 'other';
}

/**
 * Starts recording `page`'s traffic. Call the returned function once the page is idle: it waits
 * for the bodies still being read and gives the site's assets and the third-party requests.
 */
export function recordAssets(page: Page, origin: string): () => Promise<{assets: Asset[]; thirdParty: string[]}> {
  const assets: Asset[] = [];
  const thirdParty: string[] = [];
  const reading: Promise<void>[] = [];
  const ours = (url: string) => url.startsWith(`${origin}/`);
  page.on('request', (request) => {
    if (!ours(request.url())) thirdParty.push(request.url());
  });
  page.on('response', (response) => {
    const url = response.url();
    if (!ours(url)) return;
    const kind = assetKind(url, response.headers()['content-type'] ?? '', response.request().resourceType());
    reading.push(
      response.body().then(
        (body) => {
          const text = kind === 'js' || kind === 'prefetch' || kind === 'css' ? body.toString('utf8') : '';
          assets.push({url, kind, raw: body.length, gzip: zlib.gzipSync(body, {level: 9}).length, text});
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return {assets, thirdParty};
  };
}
