// The fragment pages of docs/partials/: one hidden page per language of the specification, each showing
// its sample file (never a copy) and included by at least one page in place of that page's own block.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {PARTIAL_LANGUAGES, readPartialPages} from '../../scripts/content/partialPages';

const root = path.resolve(import.meta.dirname, '../..');
const partials = readPartialPages(root);
const byName = new Map(partials.map((p) => [p.name, p]));

describe('docs/partials/', () => {
  it('has one page per language of the specification, and no other', () => {
    expect(partials.map((p) => p.name).sort()).toEqual([...PARTIAL_LANGUAGES].sort());
  });

  it('is not in the sidebar', () => {
    expect(JSON.stringify(sidebars)).not.toContain('partials/');
  });

  describe.each(PARTIAL_LANGUAGES.map((name) => [name]))('%s', (name) => {
    const partial = byName.get(name)!;

    it('is hidden: unlisted, no sidebar, with a title and a description of its own', () => {
      const fm = partial.frontMatter;
      expect(fm.unlisted, `${partial.file}: set \`unlisted: true\` (no sitemap, search or llms.txt entry)`).toBe(true);
      expect(fm.displayed_sidebar, `${partial.file}: set \`displayed_sidebar: null\``).toBeNull();
      expect(typeof fm.title).toBe('string');
      expect(String(fm.description).length).toBeGreaterThan(20);
    });

    it('brings no heading or import into the pages that include it', () => {
      expect(partial.body).not.toMatch(/^#{1,6} /m);
      expect(partial.body).not.toMatch(/^(import|export) /m);
    });

    it('shows one program, from its sample file, with an empty block body the build fills', () => {
      const programs = partial.shows.filter((s) => s.lang !== 'text' && s.lang !== 'json');
      expect(programs, `${partial.file}: one program block`).toHaveLength(1);
      for (const shown of partial.shows) {
        expect(shown.file).toMatch(/^samples\//);
        expect(fs.existsSync(path.join(root, shown.file)), `${partial.file}: ${shown.file} exists`).toBe(true);
        expect(shown.body, `${partial.file}: leave the block of ${shown.file} empty; the build fills it from the file`).toBe('');
      }
    });

    it('is included, and rendered, by at least one page', () => {
      expect(partial.hosts.length, `no page imports ${partial.file}`).toBeGreaterThan(0);
      for (const host of partial.hosts) {
        expect(host.rendered, `${host.file} imports ${host.component} but does not render <${host.component} />`).toBe(true);
      }
    });
  });

  it('no page shows a sample file itself that it also shows through a partial', () => {
    const doubled = partials.flatMap((p) =>
      p.hosts.flatMap((host) => host.shows.filter((own) => p.shows.some((s) => s.file === own.file)).map((own) => `${host.file}: ${own.file}`)),
    );
    expect(doubled).toEqual([]);
  });
});
