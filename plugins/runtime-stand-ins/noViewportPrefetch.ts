/**
 * Stands in for @docusaurus/core/lib/client/prefetch.js in the client bundle.
 *
 * Docusaurus prefetches the chunks of every link that scrolls into view. On a docs page the
 * sidebar alone shows 20 or more links, so a first visit downloaded about 215 KB of gzipped
 * JavaScript for pages the reader may never open, doubling what the page itself needs (see
 * bench/NOTES.md). Links still load their page ahead when the reader shows intent: Docusaurus
 * preloads a route on hover, touch and keyboard focus through a separate path (preload.js),
 * which this module does not touch, and that path already skips 2g and data-saver connections.
 */
export default function prefetch(_url: string): Promise<void> {
  return Promise.resolve();
}
