// Docusaurus names every route chunk with an 8-digit hex hash, and main.js carries each name three
// times (the route registry's key and its webpackChunkName, the routes' chunk names, the runtime's
// name -> id map): near-random text that gzip cannot shrink, 229 names at 221 pages. The loaders
// (./shortenRegistryChunkNames.cjs, ./shortenRoutesChunkNames.cjs) rename them to short names
// ("r" + index in base 36), from the same sorted list of registry keys, so the registry,
// routesChunkNames.json and the chunk files agree.
const fs = require('node:fs');
const path = require('node:path');

const KEY = /^ {2}"([0-9a-f]{8})": \[/gm;
const CHUNK_NAME = /webpackChunkName: "([0-9a-f]{8})"/g;
const HERE = 'plugins/chunk-naming/shortChunkNames.cjs';

/** @param {string} registrySource */
function shortNames(registrySource) {
  const keys = [...registrySource.matchAll(KEY)].map((m) => m[1]).sort();
  return new Map(keys.map((key, i) => [key, `r${i.toString(36)}`]));
}

/** The registry's own source with its chunk names shortened. @param {string} source */
function shortenRegistry(source) {
  const names = shortNames(source);
  if (names.size === 0) {
    throw new Error(`${HERE}: .docusaurus/registry.js has no \`  "<8 hex>": [\` entries any more; update the loader or remove it`);
  }
  let renamed = 0;
  const result = source
    .replace(KEY, (_m, key) => `  "${names.get(key)}": [`)
    .replace(CHUNK_NAME, (m, key) => {
      if (!names.has(key)) return m;
      renamed += 1;
      return `webpackChunkName: "${names.get(key)}"`;
    });
  if (renamed !== names.size) {
    throw new Error(
      `${HERE}: .docusaurus/registry.js has ${names.size} entries and ${renamed} \`webpackChunkName: "<its key>"\` comments (expected one per entry); update the loader or remove it`,
    );
  }
  return result;
}

/** routesChunkNames.json with the chunk names the registry beside it now uses. @param {string} source @param {string} registryFile */
function shortenRoutesChunkNames(source, registryFile) {
  const names = shortNames(fs.readFileSync(registryFile, 'utf8'));
  const file = `routesChunkNames.json`;
  const rename = (value, at) => {
    if (typeof value === 'string') {
      if (!names.has(value)) throw new Error(`${HERE}: chunk name ${value} of ${file} is not in ${path.basename(registryFile)}`);
      return names.get(value);
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v, `${at}.${k}`)]));
    }
    throw new Error(`${HERE}: ${file} has ${JSON.stringify(value)} at ${at} (expected a chunk name or an object of them); update the loader or remove it`);
  };
  const routes = JSON.parse(source);
  if (!routes || typeof routes !== 'object' || Array.isArray(routes) || Object.keys(routes).length === 0) {
    throw new Error(`${HERE}: ${file} is not a non-empty object of routes; update the loader or remove it`);
  }
  return JSON.stringify(rename(routes, '$'));
}

module.exports = {shortNames, shortenRegistry, shortenRoutesChunkNames};
