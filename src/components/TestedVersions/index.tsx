import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {testedVersions} from './versions';
import styles from './styles.module.css';

/**
 * "Tested with Hardhat 3.0.17 and viem 2.41.2": the versions come from the page's own
 * `dependencies:` front matter, so they are written once.
 */
export default function TestedVersions(): ReactNode {
  const {frontMatter} = useDoc();
  const versions = testedVersions((frontMatter as {dependencies?: unknown}).dependencies);
  if (versions.length === 0) return null;
  return (
    <p className={styles.tested}>
      Tested with{' '}
      {versions.map(({tool, version}, i) => (
        <React.Fragment key={tool}>
          {i > 0 ? (i === versions.length - 1 ? ' and ' : ', ') : null}
          {tool} <code>{version}</code>
        </React.Fragment>
      ))}
      .
    </p>
  );
}
