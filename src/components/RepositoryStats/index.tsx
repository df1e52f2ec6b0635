// The repository's figures from the build-time snapshot, for a reader weighing up QuestDB.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {groupThousands, useRepository} from '@site/src/site/github';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
}

export default function RepositoryStats({className}: Props): ReactNode {
  const repo = useRepository();
  const figures: [string, string][] = [
    ['Stars', groupThousands(repo.stars)],
    ['Forks', groupThousands(repo.forks)],
    ['Open issues', groupThousands(repo.openIssues)],
    ['Main language', repo.language],
    ['Licence', repo.license],
  ];
  return (
    <section className={clsx(styles.stats, className)} aria-label={`${repo.fullName} on GitHub`}>
      <p className={styles.title}>
        <a href={repo.htmlUrl}>{repo.fullName}</a> on GitHub, when these docs were built
      </p>
      <dl className={styles.list}>
        {figures.map(([term, value]) => (
          <div key={term} className={styles.item}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
