// Ejected from theme-classic only to format the date without Intl: the theme builds an
// Intl.DateTimeFormat on every render, which cost 40–75 ms of main-thread time per page at
// Lighthouse's mobile CPU speed (bench/NOTES.md). Same markup and words as the theme's
// (English only, so no <Translate>).
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatShortDate} from '@site/src/site/format';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {lastUpdatedAt ? (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatShortDate(lastUpdatedAt)}
            </time>
          </b>
        </>
      ) : null}
      {lastUpdatedBy ? (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
