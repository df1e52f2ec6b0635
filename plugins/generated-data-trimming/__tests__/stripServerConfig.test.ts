import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripServerConfig.cjs') as (source: string) => string;
// .docusaurus/docusaurus.config.mjs from a production build of this site.
const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/docusaurus.config.mjs'), 'utf8');

const configOf = (source: string) => JSON.parse(source.replace(/^[\s\S]*?export default /, '').trim().replace(/;$/, '')) as Record<string, unknown>;

describe('stripServerConfig', () => {
  it('drops the server-only parts of the real site config and keeps what the browser reads', () => {
    const before = configOf(fixture);
    const after = configOf(strip(fixture));
    expect(strip(fixture)).toMatch(/^export default \{"title":"QuestDB",/);
    for (const key of ['presets', 'plugins', 'themes', 'ssrTemplate', 'headTags', 'markdown', 'tagline', 'staticDirectories']) expect(after, key).not.toHaveProperty(key);
    expect(after.future).toEqual({experimental_router: 'browser'});
    for (const key of ['title', 'baseUrl', 'trailingSlash', 'themeConfig', 'storage', 'customFields']) expect(after[key], key).toEqual(before[key]);
  });

  const without = (mutate: (config: Record<string, unknown>) => void) => {
    const config = configOf(fixture);
    mutate(config);
    return `export default ${JSON.stringify(config)};\n`;
  };
  const FILE = 'plugins/generated-data-trimming/stripServerConfig.cjs: .docusaurus/docusaurus.config.mjs';

  it.each([
    ['another module form', 'module.exports = {};', 'no longer starts with `export default {json}`'],
    ['a config that is not JSON', 'export default {title: "QuestDB"};', 'no longer exports a JSON object'],
    ['a renamed plugins key', without((c) => { c.pluginConfigs = c.plugins; delete c.plugins; }), 'has no `plugins` key'],
    ['no router in future', without((c) => { c.future = {}; }), 'has no `future.experimental_router` ("browser" or "hash"), which the client entry reads'],
  ])('fails, naming the file and what it expected, on %s', (_case, source, message) => {
    expect(() => strip(source)).toThrow(`${FILE} ${message}`);
  });
});
