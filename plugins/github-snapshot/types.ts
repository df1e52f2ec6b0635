// Shapes of the snapshot files (a subset of the GitHub REST API) and of the embedded global data.
export interface ReleaseAsset {
  name: string;
  size: number;
  download_count: number;
  content_type: string;
  state: string;
  created_at: string;
  updated_at: string;
  browser_download_url: string;
}

export interface Release {
  url: string;
  html_url: string;
  id: number;
  tag_name: string;
  name: string;
  draft: boolean;
  prerelease: boolean;
  created_at: string;
  published_at: string;
  assets: ReleaseAsset[];
  body: string;
  author: {login: string};
  reactions: {total_count: number; [reaction: string]: number | string};
}

export interface Repository {
  name: string;
  full_name: string;
  html_url: string;
  description: string;
  stargazers_count: number;
  forks_count: number;
  open_issues_count: number;
  language: string;
  license: {key: string; name: string};
  topics: string[];
  default_branch: string;
  size: number;
  created_at: string;
  updated_at: string;
  pushed_at: string;
  visibility: string;
  subscribers_count: number;
  network_count: number;
}

/** What the browser gets: only the fields a page shows, to keep every page's bundle small. */
export interface LatestReleaseData {
  name: string;
  tagName: string;
  htmlUrl: string;
  publishedAt: string;
  assets: Pick<ReleaseAsset, 'name' | 'size' | 'browser_download_url'>[];
}

export interface RepositoryData {
  fullName: string;
  htmlUrl: string;
  stars: number;
  forks: number;
  openIssues: number;
  language: string;
  license: string;
}

export interface GithubSnapshotGlobalData {
  release: LatestReleaseData;
  repository: RepositoryData;
}
