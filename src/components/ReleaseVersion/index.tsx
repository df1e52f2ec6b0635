// Header item: the latest release's version, linking to its release page on GitHub.
import type {ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {useLatestRelease} from '@site/src/site/github';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

export default function ReleaseVersion({mobile, className}: Props): ReactNode {
  const release = useLatestRelease();
  return (
    <DefaultNavbarItem
      mobile={mobile}
      href={release.htmlUrl}
      target="_blank"
      className={className}
      aria-label={`v${release.name}, the latest release: release notes on GitHub`}
      label={(<span className={styles.version}>v{release.name}</span>) as unknown as string}
    />
  );
}
