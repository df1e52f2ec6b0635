// Shapes of the ingestion sample records, shared by the plugin and the IngestSample component.

/** Client languages, named as Prism names them (the CodeBlock `language`). */
export type SampleLanguage = 'c' | 'cpp' | 'rust' | 'python' | 'go' | 'javascript' | 'csharp' | 'java';

/** ILP/TCP ECDSA credentials as JWK fields; x and y only where the client takes the public key. */
export interface SampleAuth {
  kid: string;
  d: string;
  x?: string;
  y?: string;
}

export interface SampleAddr {
  host: string;
  port: number;
}

/** One sample, keyed "{example}/{language}" (e.g. "ilp-http/python"). */
export interface IngestSampleRecord {
  /** Example name: the folder under samples/ilp (ilp, ilp-auth, ilp-http...). */
  name: string;
  lang: SampleLanguage;
  /** Tab label ("Node.js", "C++"). */
  label: string;
  code: string;
  /** Link text to the client library's docs ("Python client library docs"). */
  header: string;
  /** The client library's own documentation ("https://py-questdb-client.readthedocs.io/"). */
  docsUrl: string;
  auth?: SampleAuth;
  addr?: SampleAddr;
}

/** Records of one example, keyed "{example}/{language}", in tab order. */
export type ExampleSamples = Record<string, IngestSampleRecord>;

/** Every example's records, keyed by example name. */
export type IngestSamples = Record<string, ExampleSamples>;
