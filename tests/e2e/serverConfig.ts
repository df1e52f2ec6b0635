// data/server-config.json for the browser tests, and a text that marks the bundled key data.
import fs from 'node:fs';
import path from 'node:path';

// Read rather than imported: specs load as ES modules, which need an import attribute for JSON.
export const serverConfig = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../data/server-config.json'), 'utf8'),
) as {sections: string[]; keys: {key: string; description: string}[]};

/**
 * The first 40 characters of a key description that bundling leaves as it is (plain ASCII, no
 * quotes or backslashes to escape): a script containing it carries the key data.
 */
export const KEY_DATA_MARKER = serverConfig.keys.map((k) => k.description).find((d) => /^[\w ,.()-]{40,}$/.test(d))!.slice(0, 40);
