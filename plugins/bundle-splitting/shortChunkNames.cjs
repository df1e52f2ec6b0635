// Docusaurus names every route chunk with an 8-digit hex hash, and main.js carries each name three
// times (the route registry's key and its webpackChunkName, the routes' chunk names, the runtime's
// name -> id map): near-random text that gzip cannot shrink, 229 names at 221 pages. Both loaders
// below rename them to short names ("r" + index in base 36), from the same sorted list of registry
// keys, so the registry, routesChunkNames.json and the chunk files agree.
const fs = require('node:fs');
const path = require('node:path');

const KEY = /^ {2}"([0-9a-f]{8})": \[/gm;

/** @param {string} registrySource */
function shortNames(registrySource) {
  const keys = [...registrySource.matchAll(KEY)].map((m) => m[1]).sort();
  return new Map(keys.map((key, i) => [key, `r${i.toString(36)}`]));
}

/** The registry's own source with its chunk names shortened. @param {string} source */
function shortenRegistry(source) {
  const names = shortNames(source);
  if (names.size === 0) {
    throw new Error('plugins/bundle-splitting/shortChunkNames.cjs: .docusaurus/registry.js has no `  "<8 hex>": [` entries any more; update the loader or remove it');
  }
  return source
    .replace(KEY, (_m, key) => `  "${names.get(key)}": [`)
    .replace(/webpackChunkName: "([0-9a-f]{8})"/g, (m, key) => (names.has(key) ? `webpackChunkName: "${names.get(key)}"` : m));
}

/** routesChunkNames.json with the chunk names the registry beside it now uses. @param {string} source @param {string} registryFile */
function shortenRoutesChunkNames(source, registryFile) {
  const names = shortNames(fs.readFileSync(registryFile, 'utf8'));
  const rename = (value) => {
    if (typeof value === 'string') {
      if (!names.has(value)) throw new Error(`plugins/bundle-splitting/shortChunkNames.cjs: chunk name ${value} of routesChunkNames.json is not in ${path.basename(registryFile)}`);
      return names.get(value);
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
    }
    return value;
  };
  return JSON.stringify(rename(JSON.parse(source)));
}

module.exports = {shortNames, shortenRegistry, shortenRoutesChunkNames};
