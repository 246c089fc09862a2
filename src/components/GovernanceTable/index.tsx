import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyValue from '@site/src/components/CopyValue';
import DataTable from '@site/src/components/DataTable';
import {contractGenerations, governanceProcesses, tezosExplorerUrl, type ProcessId} from '@site/src/data/governance';
import WithCode from '@site/src/components/WithCode';
import {contractRows, periodRows, setLabel, thresholdRows} from './rows';
import styles from './styles.module.css';

function Address({address, label, short}: {address: string; label: string; short?: boolean}): ReactNode {
  return (
    <CopyValue
      value={address}
      label={label}
      href={tezosExplorerUrl(address)}
      abbreviate={short ? [6, 4] : undefined}
    />
  );
}

/** One row per process: what it decides, when to use it, and its current contract. */
export function ProcessSummary(): ReactNode {
  return (
    <DataTable label="Governance processes at a glance" columns={['Process', 'Decides', 'Use it for', 'Current contract']} className={styles.table}>
      {governanceProcesses.map((p) => (
        <tr key={p.id}>
          <th scope="row">
            <Link to={`/governance/how-is-etherlink-governed#${p.anchor}`}>{p.name}</Link>
          </th>
          <td>{p.decides}</td>
          <td>{p.useFor}</td>
          <td>
            <Address address={p.contract} label={`${p.name} contract address`} short />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Contract set | Contract | Proposal and Promotion periods | Cooldown, for one process. */
export function PeriodTable({process}: {process: ProcessId}): ReactNode {
  return (
    <DataTable label={`Periods of ${process} governance, by contract set`} columns={['Contract set', 'Contract', 'Proposal and Promotion periods', 'Cooldown']} className={styles.table}>
      {periodRows(process).map((row) => (
        <tr key={row.contract}>
          <th scope="row">{row.set}</th>
          <td>
            <Address address={row.contract} label={`${row.set} ${process} contract address`} short />
          </td>
          <td>
            <WithCode text={row.votingPeriods} />
          </td>
          <td>
            <WithCode text={row.cooldown} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Period | Requirement | Threshold, for one process. */
export function ThresholdTable({process}: {process: ProcessId}): ReactNode {
  return (
    <DataTable label={`Thresholds of ${process} governance`} columns={['Period', 'Requirement', 'Threshold']} className={styles.table}>
      {thresholdRows(process).map((row) => (
        <tr key={`${row.period}-${row.requirement}`}>
          <th scope="row">{row.period}</th>
          <td>{row.requirement}</td>
          <td>{row.threshold}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Contract | Mainnet address, with copy buttons and TzKT links. */
export function ContractTable(): ReactNode {
  return (
    <DataTable label="Governance contract addresses on Tezos Mainnet" columns={['Contract', 'Tezos Mainnet address']} className={styles.table}>
      {contractRows().map((row) => (
        <tr key={row.address}>
          <th scope="row">{row.contract}</th>
          <td>
            <Address address={row.address} label={row.label} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Every set of governance contracts, newest first. */
export function ContractHistoryTable(): ReactNode {
  const newestFirst = [...contractGenerations].reverse();
  return (
    <DataTable label="History of the governance contracts" columns={['Contract set', 'Reason', 'Slow kernel', 'Fast kernel', 'Sequencer']} className={styles.table}>
      {newestFirst.map((g) => (
        <tr key={g.introducedBy}>
          <th scope="row">{setLabel(g)}</th>
          <td>{g.reason}</td>
          <td>
            <Address address={g.slow} label={`Slow kernel contract from ${g.introducedBy}`} short />
          </td>
          <td>
            <Address address={g.fast} label={`Fast kernel contract from ${g.introducedBy}`} short />
          </td>
          <td>
            <Address address={g.sequencer} label={`Sequencer contract from ${g.introducedBy}`} short />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
