// Chooses the records one <IngestSample> shows, failing the build on an unknown example or language.
import type {IngestSampleRecord, IngestSamples, SampleLanguage} from '@site/plugins/ingest-samples/types';

export function pickSamples(
  samples: IngestSamples,
  example: string,
  languages?: readonly SampleLanguage[],
): IngestSampleRecord[] {
  const byKey = samples[example];
  if (!byKey) {
    throw new Error(
      `<IngestSample example="${example}">: no such example; use one of ${Object.keys(samples).join(', ')} (folders in samples/ilp)`,
    );
  }
  const records = Object.values(byKey);
  if (!languages) return records;
  return languages.map((lang) => {
    const record = byKey[`${example}/${lang}`];
    if (!record) {
      throw new Error(
        `<IngestSample example="${example}">: no ${lang} sample; use one of ${records.map((r) => r.lang).join(', ')} or add samples/ilp/${example}/ for it`,
      );
    }
    return record;
  });
}
