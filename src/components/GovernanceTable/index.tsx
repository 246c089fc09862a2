import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyValue from '@site/src/components/CopyValue';
import {governanceProcesses, tezosExplorerUrl, type ProcessId} from '@site/src/data/governance';
import {splitInlineCode} from '@site/src/data/upgrades';
import {contractGenerations, contractRows, periodRows, setLabel, thresholdRows} from './rows';
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

/** Text with `backtick` spans shown as code. */
function WithCode({text}: {text: string}): ReactNode {
  return splitInlineCode(text).map((part, i) => (part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>));
}

function Scroll({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** One row per process: what it decides, when to use it, and its current contract. */
export function ProcessSummary(): ReactNode {
  return (
    <Scroll label="Governance processes at a glance">
      <thead>
        <tr>
          <th scope="col">Process</th>
          <th scope="col">Decides</th>
          <th scope="col">Use it for</th>
          <th scope="col">Current contract</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Scroll>
  );
}

/** Contract set | Contract | Proposal and Promotion periods | Cooldown, for one process. */
export function PeriodTable({process}: {process: ProcessId}): ReactNode {
  return (
    <Scroll label={`Periods of ${process} governance, by contract set`}>
      <thead>
        <tr>
          <th scope="col">Contract set</th>
          <th scope="col">Contract</th>
          <th scope="col">Proposal and Promotion periods</th>
          <th scope="col">Cooldown</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Scroll>
  );
}

/** Period | Requirement | Threshold, for one process. */
export function ThresholdTable({process}: {process: ProcessId}): ReactNode {
  return (
    <Scroll label={`Thresholds of ${process} governance`}>
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Requirement</th>
          <th scope="col">Threshold</th>
        </tr>
      </thead>
      <tbody>
        {thresholdRows(process).map((row) => (
          <tr key={`${row.period}-${row.requirement}`}>
            <th scope="row">{row.period}</th>
            <td>{row.requirement}</td>
            <td>{row.threshold}</td>
          </tr>
        ))}
      </tbody>
    </Scroll>
  );
}

/** Contract | Mainnet address, with copy buttons and TzKT links. */
export function ContractTable(): ReactNode {
  return (
    <Scroll label="Governance contract addresses on Tezos Mainnet">
      <thead>
        <tr>
          <th scope="col">Contract</th>
          <th scope="col">Tezos Mainnet address</th>
        </tr>
      </thead>
      <tbody>
        {contractRows().map((row) => (
          <tr key={row.address}>
            <th scope="row">{row.contract}</th>
            <td>
              <Address address={row.address} label={row.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </Scroll>
  );
}

/** Every set of governance contracts, newest first. */
export function ContractHistoryTable(): ReactNode {
  const newestFirst = [...contractGenerations].reverse();
  return (
    <Scroll label="History of the governance contracts">
      <thead>
        <tr>
          <th scope="col">Contract set</th>
          <th scope="col">Reason</th>
          <th scope="col">Slow kernel</th>
          <th scope="col">Fast kernel</th>
          <th scope="col">Sequencer</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Scroll>
  );
}

export default ContractTable;
