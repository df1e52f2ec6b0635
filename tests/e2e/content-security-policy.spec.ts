// The Content-Security-Policy of deploy/nginx/security-headers.conf (no 'unsafe-inline' or eval in
// script-src) holds on the pages and interactions that run the most code: the search modal, a
// Mermaid page, a KaTeX page and offline mode. Each violation the browser reports fails the test.
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** Records every `securitypolicyviolation` event of every page in `context`. */
async function recordViolations(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}: ${event.sample}`);
    });
  });
  return (page) => page.evaluate(() => (window as unknown as {__cspViolations?: string[]}).__cspViolations ?? []);
}

test.describe('Content-Security-Policy', () => {
  test('the search modal opens and answers without a violation', async ({page, context}) => {
    const violations = await recordViolations(context);
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /search/i}).first().click();
    await page.getByPlaceholder('Search docs').fill('sample by');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const [what, address, rendered] of [
    ['a Mermaid page', '/docs/concept/partitions/', '.docusaurus-mermaid-container svg'],
    ['a KaTeX page', '/docs/reference/function/finance/', '.katex-display .katex-html'],
  ] as const) {
    test(`${what} renders without a violation`, async ({page, context}) => {
      const violations = await recordViolations(context);
      await page.goto(address);
      await waitForHydration(page);
      await expect(page.locator(rendered).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('offline mode saves the docs and renders them offline without a violation', async ({page, context}) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(context);
    await page.goto('/docs/?offlineMode=true');
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {timeout: 60_000});
    expect(await violations(page)).toEqual([]);
    const policy = (await page.request.get('/docs/')).headers()['content-security-policy'];
    expect(policy).toBeTruthy();
    await context.setOffline(true);
    for (const address of ['/docs/concept/partitions/', '/docs/reference/function/finance/']) {
      // Rendered by the worker from the saved app shell, under the same policy as online.
      const response = await page.goto(address);
      expect(response?.fromServiceWorker(), address).toBe(true);
      expect(response?.headers()['content-security-policy'], address).toBe(policy);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(await violations(page), address).toEqual([]);
    }
    // The offline page: an address the saved copy does not hold.
    expect((await page.goto('/docs/sitemap.xml'))?.headers()['content-security-policy']).toBe(policy);
    await expect(page.getByRole('link', {name: 'Try again'})).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
