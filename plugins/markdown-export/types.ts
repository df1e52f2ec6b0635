// What the export reads besides the pages themselves: the site's URLs and the data the components embed.
import type {ConfigKey} from '../../src/components/ConfigReference/filter';
import type {LatestReleaseData, RepositoryData} from '../github-snapshot/types';
import type {IngestSamples} from '../ingest-samples/types';

export interface ExportData {
  readonly siteDir: string;
  /** Origin of the published site, e.g. https://questdb.com; page URLs are absolute. */
  readonly siteUrl: string;
  /** Absolute URL of the page built from each docs source file, keyed by absolute file path. */
  readonly pageUrls: ReadonlyMap<string, string>;
  /** What <IngestSample> shows (the ingest-samples plugin's content). */
  readonly samples: IngestSamples;
  /** What <ReleaseCard> and <ReleaseDownloads> show (the github-snapshot plugin's release). */
  readonly release: LatestReleaseData;
  /** What <RepositoryStats> shows (the github-snapshot plugin's repository). */
  readonly repository: RepositoryData;
  /** What <ConfigReference> shows (data/server-config.json). */
  readonly configKeys: readonly ConfigKey[];
}

/** One docs page and where it is published. */
export interface PageSource {
  /** Absolute path of the MDX source. */
  readonly file: string;
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the HTML page, ending in `/`. */
  readonly url: string;
  /** Path of the page under the build directory, e.g. `reference/sql/sample-by/` (empty for the root page). */
  readonly outputDir: string;
}

/** A sidebar section with its pages, in sidebar order. */
export interface PageSection {
  readonly label: string;
  readonly pages: readonly PageSource[];
}
