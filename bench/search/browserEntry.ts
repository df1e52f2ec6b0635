// Bundled by bench/search.ts for Chromium: the same engine and client code the modal loads.
import {decodeIndex} from '../../src/search/indexFile';
import {createSearchEngine} from '../../src/search/engine';
import {answer} from '../../src/search/localClient';

Object.assign(window, {benchSearch: {decodeIndex, createSearchEngine, answer}});
