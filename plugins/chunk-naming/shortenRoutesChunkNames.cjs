// Loader for .docusaurus/routesChunkNames.json in the browser build: see ./shortChunkNames.cjs.
const path = require('node:path');
const {shortenRoutesChunkNames} = require('./shortChunkNames.cjs');

/** @param {string} source */
module.exports = function shortenRoutesChunkNamesLoader(source) {
  const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  return shortenRoutesChunkNames(source, registry);
};
