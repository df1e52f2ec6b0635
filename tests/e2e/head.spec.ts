import {test, expect, waitForHydration} from './fixtures';

test('page head: title, description, keywords, canonical, social tags, zoomable viewport', async ({page, open}) => {
  await open('/docs/');
  await expect(page).toHaveTitle('Introduction | QuestDB');
  const meta = (selector: string) => page.locator(`head ${selector}`);
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', /^What QuestDB is, who it is for/);
  await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', /time-series database/);
  await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', 'https://questdb.com/docs/');
  await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', 'Introduction | QuestDB');
  await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', /^What QuestDB is/);
  await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', 'https://questdb.com/docs/img/social-card.png');
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('meta[name="viewport"]')).toHaveCount(1);
  await expect(meta('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=3/);
  await expect(meta('meta[name="robots"]')).toHaveCount(0);
  await expect(meta('link[rel="manifest"]')).toHaveAttribute('href', '/docs/manifest.json');
});

test('the sitemap lists docs pages daily with priority 0.7', async ({request}) => {
  const xml = await (await request.get('/docs/sitemap.xml')).text();
  expect(xml).toContain('<loc>https://questdb.com/docs/</loc>');
  expect(xml).toContain('<changefreq>daily</changefreq>');
  expect(xml).toContain('<priority>0.7</priority>');
});

test('the web manifest and its icons are served', async ({request}) => {
  const manifest = await (await request.get('/docs/manifest.json')).json();
  expect(manifest).toMatchObject({start_url: '/docs/', display: 'standalone', theme_color: '#1d1b27'});
  for (const icon of manifest.icons as {src: string}[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('`noindex: true` front matter asks search engines to skip the page', async ({page}) => {
  // Give the introduction `noindex: true` by rewriting its front matter in the route chunk.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const frontMatter = 'title:"Introduction",slug:"/"';
    if (!body.includes(frontMatter)) return route.fulfill({response});
    return route.fulfill({response, body: body.replace(frontMatter, `${frontMatter},noindex:!0`)});
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
