import {describe, expect, it} from 'vitest';
import {isOfflineModeWorker, updateAction, workerUrl} from '../workerVersion';

describe('workerUrl', () => {
  it('carries the params as JSON in a `params` query parameter, as @docusaurus/plugin-pwa does', () => {
    const url = workerUrl('/docs/sw.js', {offlineMode: true, debug: false});
    expect(url).toBe('/docs/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D');
    expect(JSON.parse(new URL(url, 'http://x').searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  });
});

describe('isOfflineModeWorker', () => {
  it.each([
    [workerUrl('/docs/sw.js', {offlineMode: true, debug: false}), true],
    [`http://127.0.0.1:3000${workerUrl('/docs/sw.js', {offlineMode: true, debug: true})}`, true],
    [workerUrl('/docs/sw.js', {offlineMode: false, debug: false}), false],
    ['/docs/sw.js', false],
    ['/docs/sw.js?params=not-json', false],
    [undefined, false],
  ])('%s -> %s', (url, expected) => {
    expect(isOfflineModeWorker(url)).toBe(expected);
  });
});

describe('updateAction', () => {
  it.each([
    [true, true, 'prompt'],
    [false, true, 'activate-and-reload'],
    [true, false, 'activate'],
    [false, false, 'activate'],
  ] as const)('offline mode %s, page from the offline copy %s -> %s', (offlineMode, fromCopy, action) => {
    expect(updateAction(offlineMode, fromCopy)).toBe(action);
  });
});
