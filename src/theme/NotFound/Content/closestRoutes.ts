// Ranks existing routes by how close they are to a path the reader asked for.

/** Levenshtein distance with two rolling rows: O(a*b) time, O(b) memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** `path` decoded; as it is when it holds a "%" that starts no escape (the router has decoded it once). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function normalise(path: string): string {
  return decoded(path)
    .toLowerCase()
    .replace(/(?:\/index)?\.html?$/, '')
    .replace(/\/+$/, '');
}

/** Edits allowed for a string of this length to count as a typo of it: about one in three. */
function typoBudget(length: number): number {
  return Math.max(2, Math.floor(length * 0.35));
}

/**
 * The `limit` routes closest to `requested`: by edit distance over the whole path, with the last
 * segment compared on its own too, so /docs/refrence/sql/sampleby/ finds /docs/reference/sql/sample-by/.
 * Only routes within a typo's reach count: an unrelated address (/docs/does-not-exist/) gets none
 * rather than whatever happens to be least far.
 */
export function closestRoutes(requested: string, routes: readonly string[], limit = 5): string[] {
  const target = normalise(requested);
  const targetLeaf = target.split('/').pop() ?? '';
  return routes
    .flatMap((route) => {
      const candidate = normalise(route);
      const leaf = candidate.split('/').pop() ?? '';
      const pathDistance = editDistance(target, candidate);
      const leafDistance = targetLeaf ? editDistance(targetLeaf, leaf) : Infinity;
      const close = pathDistance <= typoBudget(target.length) || leafDistance <= typoBudget(targetLeaf.length);
      return close ? [{route, score: Math.min(pathDistance, leafDistance + 1)}] : [];
    })
    .sort((x, y) => x.score - y.score || x.route.localeCompare(y.route))
    .slice(0, limit)
    .map(({route}) => route);
}

/** Routes whose path contains every word of the query, best (shortest) first. */
export function filterRoutes(query: string, routes: readonly string[], limit = 8): string[] {
  const words = query.toLowerCase().split(/[\s/_-]+/).filter(Boolean);
  if (words.length === 0) return [];
  return routes
    .filter((route) => {
      const haystack = route.toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.length - b.length)
    .slice(0, limit);
}

/** "/docs/reference/sql/sample-by/" -> "Reference › Sql › Sample by". */
export function routeLabel(route: string, baseUrl = '/docs/'): string {
  const rest = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return 'Introduction';
  return parts
    .map((part) => {
      const words = part.replace(/[-_]+/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/**
 * Page titles by route, read from the site's `llms.txt` (one `- [Title](https://host/docs/page/index.md): …`
 * line per page), so the not-found page can label its links with titles without shipping them in a bundle.
 */
export function titlesFromLlmsTxt(text: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const match of text.matchAll(/^- \[([^\]]+)\]\(([^)\s]+)\)/gm)) {
    const [, title, url] = match;
    let path: string;
    try {
      path = new URL(url!, 'https://x.invalid').pathname;
    } catch {
      continue;
    }
    titles.set(path.replace(/index\.md$/, ''), title!);
  }
  return titles;
}
