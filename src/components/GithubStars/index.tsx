// Header item: the repository's star count from the build-time snapshot.
import type {ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import Icon from '@site/src/components/Icon';
import {formatCount, groupThousands, useRepository} from '@site/src/site/github';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

export default function GithubStars({mobile, className}: Props): ReactNode {
  const repo = useRepository();
  const exact = groupThousands(repo.stars);
  return (
    <DefaultNavbarItem
      mobile={mobile}
      href={repo.htmlUrl}
      target="_blank"
      className={className}
      // The name starts with the visible count (WCAG 2.5.3, label in name).
      aria-label={`${formatCount(repo.stars)} stars: ${repo.fullName} on GitHub, ${exact} stars`}
      title={`${exact} stars on GitHub`}
      label={
        (
          <span className={styles.stars}>
            <Icon name="star" size={16} />
            {formatCount(repo.stars)}
          </span>
        ) as unknown as string
      }
    />
  );
}
