import {describe, expect, it} from 'vitest';
import type {IngestSampleRecord, IngestSamples} from '@site/plugins/ingest-samples/types';
import {pickSamples} from '../pickSamples';

function record(lang: IngestSampleRecord['lang']): IngestSampleRecord {
  return {name: 'ilp-http', lang, label: lang, code: '', header: `${lang} docs`, docsUrl: 'https://example.com/x/'};
}

const samples: IngestSamples = {
  'ilp-http': {
    'ilp-http/python': record('python'),
    'ilp-http/go': record('go'),
    'ilp-http/c': record('c'),
  },
  ilp: {'ilp/python': {...record('python'), name: 'ilp'}},
};

describe('pickSamples', () => {
  it('gives every language of the example, in tab order', () => {
    expect(pickSamples(samples, 'ilp-http').map((r) => r.lang)).toEqual(['python', 'go', 'c']);
  });

  it('restricts to the requested languages, in the requested order', () => {
    expect(pickSamples(samples, 'ilp-http', ['c', 'python']).map((r) => r.lang)).toEqual(['c', 'python']);
  });

  it('names the known examples when the example does not exist', () => {
    expect(() => pickSamples(samples, 'ilp-udp')).toThrow(
      '<IngestSample example="ilp-udp">: no such example; use one of ilp-http, ilp (folders in samples/ilp)',
    );
  });

  it('names the available languages when a requested one is missing', () => {
    expect(() => pickSamples(samples, 'ilp', ['go'])).toThrow(
      '<IngestSample example="ilp">: no go sample; use one of python or add samples/ilp/ilp/ for it',
    );
  });
});
