import React, {type ReactNode} from 'react';
import {checkedAgainst, type CheckedTool} from '@site/src/data/versions';
import {formatDate} from '@site/src/data/upgrades';
import styles from './styles.module.css';

/**
 * One line that tells the reader which releases a page was checked against, read from
 * src/data/versions.ts: when a version there changes, every page that shows it says so at once,
 * and no page carries a typed version number that can fall behind.
 */
export default function CheckedAgainst({tools}: {tools: readonly CheckedTool[]}): ReactNode {
  const releases = tools.map(checkedAgainst);
  return (
    <p className={styles.checked}>
      Checked against{' '}
      {releases.map((r, i) => (
        <React.Fragment key={r.name}>
          {i > 0 ? (i === releases.length - 1 ? ' and ' : ', ') : null}
          {r.name} <code>{r.version}</code> (
          {r.fromChangelog ? (
            <>
              kernel changelog at tag <code>{r.tag}</code>, listed on {formatDate(r.date)}
            </>
          ) : (
            <>
              tag <code>{r.tag}</code>, released on {formatDate(r.date)}
            </>
          )}
          )
        </React.Fragment>
      ))}
      .
    </p>
  );
}
