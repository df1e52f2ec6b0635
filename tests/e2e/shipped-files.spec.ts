// No file of the build names the machine it was built on: the checkout's absolute path (and the
// real path behind a linked node_modules) appears in no shipped file.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');

test('no shipped file contains the checkout\'s absolute path', () => {
  const machinePaths = [...new Set([ROOT, fs.realpathSync(ROOT), path.dirname(fs.realpathSync(path.join(ROOT, 'node_modules')))])];
  const files = fs
    .readdirSync(BUILD, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length, 'files in build/').toBeGreaterThan(100);
  const leaks = files.flatMap((file) => {
    const text = fs.readFileSync(file).toString('latin1');
    return machinePaths.filter((machinePath) => text.includes(machinePath)).map((machinePath) => `${path.relative(ROOT, file)}: ${machinePath}`);
  });
  expect(leaks).toEqual([]);
});
