// Compares a pinned upstream file with its record: the installed file's sha256 against `sha256`.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Pin} from './pins';

const SITE_ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the pinned file is installed: node_modules/<package>/<path> of the site. */
export function installedFile(pin: Pin, root = SITE_ROOT): string {
  if (pin.path === null) throw new Error(`plugins/upstream-pins/pins.ts: ${pin.ours} has no upstream file to install`);
  return path.join(root, 'node_modules', pin.package, pin.path);
}

export function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Null when `file` (the pin's upstream file as installed) has the recorded content; otherwise what
 * changed and what to re-check, naming the file, our code and the reason it exists.
 */
export function pinMismatch(pin: Pin, file: string): string | null {
  const where = `${pin.package}/${pin.path}`;
  if (!fs.existsSync(file)) {
    return `${where} is gone (${pin.kind}, ${pin.ours}): find where the upgrade moved it, re-check "${pin.change}" and update plugins/upstream-pins/pins.ts`;
  }
  const actual = sha256Of(file);
  if (actual === pin.sha256) return null;
  return (
    `${where} changed (sha256 ${actual}, recorded ${pin.sha256}): re-check ${pin.ours} (${pin.kind}: ${pin.change}; why: ${pin.why}) ` +
    'against the new file, then record the new sha256 in plugins/upstream-pins/pins.ts, or drop the deviation if upstream now does it'
  );
}
