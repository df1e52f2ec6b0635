// One ingestion example in every client language, as tabs that stay in sync across the page.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import samples from '@generated/ingest-samples/default/index';
import type {SampleLanguage} from '@site/plugins/ingest-samples/types';
import {pickSamples} from './pickSamples';
import styles from './styles.module.css';

interface Props {
  /** Folder name under samples/ilp: ilp, ilp-auth, ilp-auth-tls, ilp-from-conf, ilp-http, ilp-http-auth. */
  readonly example: string;
  /** Only these languages, in this order; all of the example's languages when omitted. */
  readonly languages?: readonly SampleLanguage[];
  readonly className?: string;
}

export default function IngestSample({example, languages, className}: Props): ReactNode {
  const records = pickSamples(samples, example, languages);
  return (
    <div className={clsx(styles.sample, className)}>
      {/* One groupId for every sample: picking a language here picks it on the whole page and is remembered. */}
      <Tabs groupId="client-language" queryString={false}>
        {records.map((record) => (
          <TabItem key={record.lang} value={record.lang} label={record.label}>
            <p className={styles.header}>
              <Link href={record.docsUrl}>{record.header}</Link>
            </p>
            <CodeBlock language={record.lang}>{record.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
