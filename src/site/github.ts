// Typed access to the release and repository snapshot embedded by plugins/github-snapshot.
import {usePluginData} from '@docusaurus/useGlobalData';
import type {
  GithubSnapshotGlobalData,
  LatestReleaseData,
  RepositoryData,
} from '@site/plugins/github-snapshot/types';

function useGithubSnapshot(): GithubSnapshotGlobalData {
  return usePluginData('github-snapshot') as GithubSnapshotGlobalData;
}

export function useLatestRelease(): LatestReleaseData {
  return useGithubSnapshot().release;
}

export function useRepository(): RepositoryData {
  return useGithubSnapshot().repository;
}

export {formatBytes, formatCount, formatLongDate, groupThousands} from './format';
