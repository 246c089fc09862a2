import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import {formatInteger} from '@site/src/lib/formatNumber';
import {
  evmNodeReleases,
  formatDate,
  kernelUpgrades,
  upgradeAnchor,
  type GovernancePath,
  type KernelUpgrade,
} from '@site/src/data/upgrades';
import DataTable from '@site/src/components/DataTable';
import WithCode from '@site/src/components/WithCode';
import styles from './styles.module.css';

const governanceLinks: Record<GovernancePath, {label: string; to: string}> = {
  slow: {label: 'Slow kernel governance', to: '/governance/how-is-etherlink-governed#kernel-governance-slow'},
  fast: {label: 'Fast kernel governance', to: '/governance/how-is-etherlink-governed#kernel-governance-fast'},
};

function When({upgrade}: {upgrade: KernelUpgrade}): ReactNode {
  return <>{upgrade.date ? formatDate(upgrade.date) : upgrade.timing}</>;
}

function Upgrade({upgrade}: {upgrade: KernelUpgrade}): ReactNode {
  const governance = upgrade.governance && governanceLinks[upgrade.governance];
  return (
    <section className={styles.upgrade} aria-labelledby={upgradeAnchor(upgrade.version)}>
      <Heading as="h2" id={upgradeAnchor(upgrade.version)}>
        {upgrade.title}
      </Heading>
      <dl className={styles.meta}>
        <div>
          <dt>{upgrade.date ? 'Activated on Mainnet' : 'Timing'}</dt>
          <dd>
            <When upgrade={upgrade} />
          </dd>
        </div>
        {upgrade.activationBlock !== undefined && (
          <div>
            <dt>Etherlink block</dt>
            <dd>{formatInteger(upgrade.activationBlock)}</dd>
          </div>
        )}
        {governance && (
          <div>
            <dt>Approved through</dt>
            <dd>
              <Link to={governance.to}>{governance.label}</Link>
            </dd>
          </div>
        )}
      </dl>
      <p>{upgrade.summary}</p>
      <ul>
        {upgrade.changes.map((change) => (
          <li key={change}>
            <WithCode text={change} />
          </li>
        ))}
      </ul>
      {upgrade.breaking && (
        <Admonition type="warning" title="Breaking changes">
          <ul className={styles.tight}>
            {upgrade.breaking.map((change) => (
              <li key={change}>
                <WithCode text={change} />
              </li>
            ))}
          </ul>
        </Admonition>
      )}
      {upgrade.nodeRequirement && (
        <Admonition type="note" title="Node operators">
          <p>{upgrade.nodeRequirement}</p>
        </Admonition>
      )}
      {(upgrade.announcement || upgrade.related) && (
        <p className={styles.links}>
          {upgrade.announcement && (
            <>
              Announcement: <Link href={upgrade.announcement.href}>{upgrade.announcement.label}</Link>
            </>
          )}
          {upgrade.announcement && upgrade.related && <br />}
          {upgrade.related && (
            <>
              Related:{' '}
              {upgrade.related.map((link, i) => (
                <React.Fragment key={link.href}>
                  {i > 0 && ' · '}
                  <Link to={link.href}>{link.label}</Link>
                </React.Fragment>
              ))}
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** Version | Name | When, linking to each upgrade's section below. */
export function UpgradeSummary(): ReactNode {
  return (
    <DataTable label="Kernel upgrades at a glance" columns={['Version', 'Name', 'Mainnet activation']} className={styles.table}>
      {kernelUpgrades.map((u) => (
        <tr key={u.version}>
          <th scope="row">
            <Link to={`#${upgradeAnchor(u.version)}`}>{u.version}</Link>
          </th>
          <td>{u.name ?? '—'}</td>
          <td>
            <When upgrade={u} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Every Mainnet kernel upgrade, newest first. */
export default function UpgradeList(): ReactNode {
  return (
    <div className={styles.list}>
      {kernelUpgrades.map((upgrade) => (
        <Upgrade key={upgrade.version} upgrade={upgrade} />
      ))}
    </div>
  );
}

/** Upgrade announcements, newest first (for reading lists). */
export function AnnouncementList(): ReactNode {
  return (
    <ul>
      {kernelUpgrades
        .filter((u) => u.announcement)
        .map((u) => (
          <li key={u.version}>
            <Link href={u.announcement!.href}>{u.announcement!.label}</Link> — {u.title}
            {u.date && <>, {formatDate(u.date)}</>}
          </li>
        ))}
    </ul>
  );
}

/** EVM node releases that kernel upgrades need, and every later release, newest first. */
export function NodeReleaseTable(): ReactNode {
  return (
    <DataTable label="EVM node releases" columns={['EVM node', 'Released', 'Why it matters']} className={styles.table}>
      {[...evmNodeReleases].reverse().map((r) => (
        <tr key={r.version}>
          <th scope="row">{r.version}</th>
          <td className={styles.nowrap}>{formatDate(r.date)}</td>
          <td>
            <WithCode text={r.why} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
