/**
 * The address a docs path stands for: "/docs/x/index.html" and "/docs/x.html" -> "/docs/x/", runs
 * of slashes as one ("/docs//x/" -> "/docs/x/", which static hosts serve as /docs/x/ while the
 * router matches no route), and a path the browser cannot decode ("/docs/%E0%A4%A", on which the
 * router throws `URIError` and the app never starts) with its "%" escaped, so the not-found page
 * shows it as typed. Other paths are returned unchanged.
 */
export function cleanPath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  try {
    decodeURI(path);
  } catch {
    path = path.replace(/%/g, '%25');
  }
  const html = /^(.*?)(?:\/index)?\.html$/.exec(path);
  if (!html) return path;
  const base = html[1] ?? '';
  return base.endsWith('/') ? base : `${base}/`;
}
