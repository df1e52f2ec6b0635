// Type of the index module the ingest-samples plugin generates under .docusaurus/ingest-samples/default/.
declare module '@generated/ingest-samples/default/index' {
  const samples: import('@site/plugins/ingest-samples/types').IngestSamples;
  export default samples;
}
