// Loader for .docusaurus/registry.js in the browser build: see ./shortChunkNames.cjs.
const {shortenRegistry} = require('./shortChunkNames.cjs');

/** @param {string} source */
module.exports = function shortenRegistryChunkNames(source) {
  return shortenRegistry(source);
};
