import React, {type ReactNode} from 'react';
import {formatDate} from '@site/src/data/upgrades';
import {claimsOf, type Against, type Checks} from './claims';
import styles from './styles.module.css';

function Release({against}: {against: Against}): ReactNode {
  if (!against.tag) return <>{against.name}</>;
  return (
    <>
      {against.name} (tag <code>{against.tag}</code>
      {against.date ? `, released on ${formatDate(against.date)}` : null})
    </>
  );
}

/**
 * The line that tells the reader what on the page was checked, and against what (claims.ts): the
 * commands against the tools' manuals at a tag, the values read from the tools' source at a tag,
 * the release list against GitLab. It names nothing else, and says that the rest is not checked.
 * tests/unit/checked-against.test.ts holds each page's props to the checks that cover the page.
 */
export default function CheckedAgainst(checks: Checks): ReactNode {
  const claims = claimsOf(checks);
  return (
    // checked-against: the search index leaves the banner out (plugins/search-index/extract.ts), so
    // search and the chatbot quote the page, not the line about its checks.
    <p className={`checked-against ${styles.checked}`}>
      <strong>Checked on this page:</strong>{' '}
      {claims.map((claim, i) => (
        <React.Fragment key={claim.what}>
          {i > 0 ? '; ' : null}
          {claim.what}, {claim.how}{' '}
          {claim.against.map((a, j) => (
            <React.Fragment key={a.name}>
              {j > 0 ? (j === claim.against.length - 1 ? ' and ' : ', ') : null}
              <Release against={a} />
            </React.Fragment>
          ))}
        </React.Fragment>
      ))}
      . The rest of the text is not checked against the tools.
    </p>
  );
}
