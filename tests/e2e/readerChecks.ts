// What the all-page reader checks look for on one page (tests/e2e/reader-a11y.spec.ts and
// bench/reader-a11y.ts): axe-core violations and elements wider than the viewport.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The pages to check: every route of tests/fixtures/routes.json (the specification's list, not what
 * was built: a page missing from build/ fails here, by name) and the hidden fragment pages
 * (docs/partials/) the build has. READER_PAGES=/docs/a/,/docs/b/ narrows the checks to some pages
 * while an author fixes them.
 */
export function readerPages(): string[] {
  const only = process.env.READER_PAGES?.split(',').map((route) => route.trim()).filter(Boolean);
  const listed = only ?? (JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/routes.json'), 'utf8')) as string[]);
  const isBuilt = (route: string) => fs.existsSync(path.join(root, 'build', route.replace(/^\/docs\//, ''), 'index.html'));
  const missing = listed.filter((route) => !isBuilt(route));
  if (missing.length > 0) {
    throw new Error(
      `tests/e2e/readerChecks.ts: ${missing.length} of ${listed.length} routes of tests/fixtures/routes.json are not in build/ ` +
        `(${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}); restore the pages, or run \`npm run build\` if build/ is stale`,
    );
  }
  // The hidden fragment pages (docs/partials/) are routes too, though not listed.
  const partials = only || !fs.existsSync(path.join(root, 'build/partials'))
    ? []
    : fs
        .readdirSync(path.join(root, 'build/partials'), {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/docs/partials/${entry.name}/`)
        .filter(isBuilt);
  return [...listed, ...partials];
}

/**
 * Axe violations of the current page, one line per element: "rule: selector: what is wrong".
 * Legacy mode runs axe in the page itself: the default opens a second page per scan to merge
 * frame results, which doubles the time, and these pages embed no frames. Only violations are
 * collected (`resultTypes`); `runOnly` restates the tags, since `options` replaces `withTags`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).options({runOnly: {type: 'tag', values: WCAG_TAGS}, resultTypes: ['violations']}).setLegacyMode(true).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  );
}

/** The outermost elements whose right edge passes the viewport, when the page scrolls sideways. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''}`;
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue;
      found.push(`${describe(el)} (right edge at ${Math.round(rect.right)} px)`);
      if (found.length >= 3) break;
    }
    return found.length > 0 ? found : [`the page is ${root.scrollWidth} px wide`];
  });
}
