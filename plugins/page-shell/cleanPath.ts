/** "/docs/x/index.html" and "/docs/x.html" -> "/docs/x/"; other paths are returned unchanged. */
export function cleanHtmlPath(pathname: string): string {
  const match = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!match) return pathname;
  const base = match[1] ?? '';
  return base.endsWith('/') ? base : `${base}/`;
}
