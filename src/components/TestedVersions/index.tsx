import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {testedCommands, testedVersions} from './versions';
import styles from './styles.module.css';

/** "a, b and c" with each item rendered by `render`. */
function list<T>(items: readonly T[], render: (item: T) => ReactNode, key: (item: T) => string): ReactNode {
  return items.map((item, i) => (
    <React.Fragment key={key(item)}>
      {i > 0 ? (i === items.length - 1 ? ' and ' : ', ') : null}
      {render(item)}
    </React.Fragment>
  ));
}

/**
 * The versions a tutorial page was written for, from its `dependencies:` front matter, and the
 * page's commands that this site's tests run, from its `tested_commands:` front matter. A page
 * whose commands the tests do not run says "Written for", never "Tested with": the banner claims
 * exactly what tests/unit/marketpulse-hardhat.test.ts runs.
 */
export default function TestedVersions(): ReactNode {
  const {frontMatter} = useDoc();
  const matter = frontMatter as {dependencies?: unknown; tested_commands?: unknown};
  const versions = testedVersions(matter.dependencies);
  if (versions.length === 0) return null;
  const commands = testedCommands(matter.tested_commands);
  const tools = list(versions, ({tool, version}) => <>{tool} <code>{version}</code></>, (v) => v.tool);
  return (
    <p className={styles.tested}>
      {commands.length > 0 ? (
        <>
          Tested with {tools}: this site&apos;s tests run {list(commands, (c) => <code>{c}</code>, (c) => c)} with these versions.
        </>
      ) : (
        <>Written for {tools}.</>
      )}
    </p>
  );
}
