/**
 * "Last updated on <date>" under each page, in the theme's markup, with the date formatted by
 * src/lib/formatDate.ts instead of Intl.DateTimeFormat (English only: no translation lookup).
 * Replaced, not wrapped, since the theme's component calls Intl inside itself: at 4x CPU its first
 * Intl date took 28-577 ms (median 87 ms, 7 pages) of every page's hydration, which a tap would
 * wait for; this function takes under 0.1 ms.
 */
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatShortDate} from '@site/src/lib/formatDate';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  if (!lastUpdatedAt && !lastUpdatedBy) return null;
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
