// The latest release at a glance: version, date and the downloadable builds with their sizes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {formatBytes, formatLongDate, useLatestRelease} from '@site/src/site/github';
import {describeAsset} from './describeAsset';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
}

export {describeAsset} from './describeAsset';

export default function ReleaseCard({className}: Props): ReactNode {
  const release = useLatestRelease();
  return (
    <section className={clsx(styles.card, className)} aria-labelledby="release-card-title">
      <div className={styles.header}>
        <Icon name="tag" className={styles.icon} />
        <h2 id="release-card-title" className={styles.title}>
          Latest release: QuestDB {release.name}
        </h2>
        <time dateTime={release.publishedAt} className={styles.date}>
          {formatLongDate(release.publishedAt)}
        </time>
      </div>
      <ul className={styles.assets}>
        {release.assets.map((asset) => (
          <li key={asset.name}>
            <a href={asset.browser_download_url} className={styles.asset}>
              <span className={styles.assetName}>{describeAsset(asset.name)}</span>
              <code className={styles.file}>{asset.name}</code>
              <span className={styles.size}>{formatBytes(asset.size)}</span>
            </a>
          </li>
        ))}
      </ul>
      <a href={release.htmlUrl} className={styles.notes}>
        Release notes for {release.name} on GitHub
      </a>
    </section>
  );
}
