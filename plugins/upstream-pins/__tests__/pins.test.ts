import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {UPSTREAM_PINS, type Pin} from '../pins';
import {installedFile, pinMismatch, sha256Of} from '../checkPin';

const pinned = UPSTREAM_PINS.filter((pin) => pin.path !== null);

describe('upstream pins', () => {
  it.each(pinned.map((pin) => [`${pin.package}/${pin.path} (${pin.ours})`, pin] as const))('%s is installed as recorded', (_name, pin) => {
    expect(pinMismatch(pin, installedFile(pin))).toBeNull();
  });

  it('records every field of every pin', () => {
    for (const pin of UPSTREAM_PINS) {
      for (const field of ['ours', 'change', 'why', 'measuredGain', 'upstreamIssue'] as const) expect(pin[field], `${pin.ours}: ${field}`).not.toBe('');
      expect(pin.sha256 === null, `${pin.ours}: sha256 goes with path`).toBe(pin.path === null);
    }
  });

  it('names our files that exist', () => {
    for (const pin of UPSTREAM_PINS) {
      for (const ours of pin.ours.split(', ')) {
        const file = ours.replace(/ \(.*\)$/, '');
        expect(fs.existsSync(path.resolve(import.meta.dirname, '../../..', file)), `${file} (pins.ts)`).toBe(true);
      }
    }
  });

  it('says how each theme component is overridden: a wrap imports @theme-original, nothing else does; an ejected copy says why a wrap cannot do it', () => {
    for (const pin of UPSTREAM_PINS.filter((p) => p.kind === 'theme-component')) {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../..', pin.ours), 'utf8');
      expect(pin.themeForm === 'wrap', `${pin.ours}: themeForm is 'wrap' exactly when it imports @theme-original/`).toBe(source.includes("from '@theme-original/"));
      expect(Boolean(pin.whyNotWrap), `${pin.ours}: whyNotWrap goes with themeForm 'ejected'`).toBe(pin.themeForm === 'ejected');
    }
    const forms = UPSTREAM_PINS.filter((p) => p.kind !== 'theme-component').map((p) => p.themeForm);
    expect(forms.every((form) => form === undefined)).toBe(true);
  });

  it('counts each kind of deviation', () => {
    const count = (kind: Pin['kind']) => UPSTREAM_PINS.filter((pin) => pin.kind === kind).length;
    expect({
      replaced: count('replaced-module'),
      loaders: count('generated-file-loader'),
      patches: count('source-patch'),
      theme: count('theme-component'),
      config: count('bundler-config'),
      private: count('private-file'),
    }).toEqual({replaced: 8, loaders: 5, patches: 11, theme: 18, config: 2, private: 9});
  });
});

describe('pinMismatch', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-pins-'));
  const file = path.join(dir, 'prefetch.js');
  fs.writeFileSync(file, 'export default function prefetch() {}\n');
  const pin: Pin = {
    kind: 'replaced-module',
    package: '@docusaurus/core',
    path: 'lib/client/prefetch.js',
    sha256: sha256Of(file),
    ours: 'plugins/runtime-stand-ins/noViewportPrefetch.ts',
    change: 'a no-op',
    why: 'no viewport prefetch',
    measuredGain: 'not measured this round',
    upstreamIssue: 'none filed',
  };

  it('passes a file with the recorded content', () => {
    expect(pinMismatch(pin, file)).toBeNull();
  });

  it('fails, naming the file and what to re-check, when the content differs', () => {
    fs.writeFileSync(file, 'export default function prefetch(url) { return fetch(url); }\n');
    expect(pinMismatch(pin, file)).toBe(
      `@docusaurus/core/lib/client/prefetch.js changed (sha256 ${sha256Of(file)}, recorded ${pin.sha256}): re-check plugins/runtime-stand-ins/noViewportPrefetch.ts ` +
        '(replaced-module: a no-op; why: no viewport prefetch) against the new file, then record the new sha256 in plugins/upstream-pins/pins.ts, or drop the deviation if upstream now does it',
    );
  });

  it('fails, naming the file, when it is gone', () => {
    expect(pinMismatch(pin, path.join(dir, 'moved.js'))).toBe(
      '@docusaurus/core/lib/client/prefetch.js is gone (replaced-module, plugins/runtime-stand-ins/noViewportPrefetch.ts): find where the upgrade moved it, re-check "a no-op" and update plugins/upstream-pins/pins.ts',
    );
  });
});
