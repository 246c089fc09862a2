/**
 * "Last updated on <date>" under each page, in the theme's markup and class, with the date
 * formatted by our own function instead of Intl.DateTimeFormat (see src/lib/formatDate.ts).
 * The site is English only, so the words need no translation lookup.
 *
 * Replaced rather than wrapped: the theme's component formats the date inside itself (with
 * Intl.DateTimeFormat), so a wrapper around @theme-original could not keep Intl out of hydration,
 * and no other first-load code calls Intl. Measured in Chromium at a 4x CPU slowdown, making the
 * theme's Intl.DateTimeFormat (en, day, short month, year, UTC) and formatting one date in a fresh
 * page took 28 to 577 ms (median 87 ms, 7 pages, on a 2-core machine under a load average of about
 * 24); this function takes under 0.1 ms.
 * That is a long task in every page's hydration, which a tap during it would wait for.
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
