// Libraries that only some pages need; they must never be hoisted into the bundles every page loads.
const LAZY_PACKAGES = [
  // Mermaid is not bundled at all (plugins/mermaid-prebuilt).
  'katex',
  'minisearch',
];

// Single files of packages whose other files every page needs: the DocSearch button's CSS loads
// with the page, the modal's only with the search modal.
const LAZY_FILES = ['@docsearch[\\\\/]css[\\\\/]dist[\\\\/]modal\\.css'];

const LAZY_DIRECTORY = `[\\\\/]node_modules[\\\\/](?:${LAZY_PACKAGES.map((p) => `${p}[\\\\/]`).concat(LAZY_FILES).join('|')})`;

/**
 * Matches every module path except those of page-specific libraries. A RegExp rather than a
 * function, because rspack and webpack both apply it to the module's path, CSS modules included.
 */
export const SHARED_MODULE = new RegExp(`^(?!.*${LAZY_DIRECTORY})`);

/** True for a module file that belongs to a page-specific library. */
export function isLazyModulePath(resource: string | undefined): boolean {
  return resource !== undefined && !SHARED_MODULE.test(resource);
}
