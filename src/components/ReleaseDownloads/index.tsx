// Install commands for one platform, built from the embedded release snapshot (see ./commands.ts).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {describeAsset} from '@site/src/components/ReleaseCard';
import {formatBytes, useLatestRelease} from '@site/src/site/github';
import {buildInstallOptions, type InstallTarget} from './commands';
import styles from './styles.module.css';

interface Props {
  readonly target: InstallTarget;
  readonly className?: string;
}

export default function ReleaseDownloads({target, className}: Props): ReactNode {
  const release = useLatestRelease();
  const options = buildInstallOptions(release, target);
  return (
    <div className={clsx(styles.downloads, className)}>
      {options.map((option) => (
        <div key={option.asset?.name ?? option.title} className={styles.option}>
          {option.asset && (
            <p className={styles.asset}>
              <a href={option.asset.browser_download_url} className={styles.assetName}>
                {describeAsset(option.asset.name)}
              </a>
              <code className={styles.file}>{option.asset.name}</code>
              <span className={styles.size}>{formatBytes(option.asset.size)}</span>
            </p>
          )}
          <CodeBlock language={option.language} title={option.title}>
            {option.code}
          </CodeBlock>
        </div>
      ))}
      {options.length === 0 && (
        <p className={styles.none}>
          QuestDB {release.name} has no download for this platform; see the{' '}
          <a href={release.htmlUrl}>release page</a>.
        </p>
      )}
    </div>
  );
}
