// Glossary and blog pages live outside the docs set (at /glossary/ and /blog/), but a hosted index
// crawled under /docs/ may list them there: drop the prefix so the link lands on the real page.
const OUTSIDE_DOCS = /^\/docs(\/(?:glossary|blog)\/)/;

export function rewriteResultUrl(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const parsed = new URL(url, 'http://relative.invalid');
  if (!OUTSIDE_DOCS.test(parsed.pathname)) return url;
  parsed.pathname = parsed.pathname.replace(OUTSIDE_DOCS, '$1');
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
