import React, {type ReactNode} from 'react';
import {
  backlogExamples,
  backlogPercentOfTolerance,
  executionGasPriceGwei,
  formatGas,
  minimumBaseFeePerGasGwei,
  toleranceGas,
} from '@site/src/data/fees';
import styles from './styles.module.css';

/**
 * Execution gas price for a range of backlogs, computed from the fee formula in
 * src/data/fees.ts so that the table cannot drift from the constants.
 */
export default function FeeBacklogTable(): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label="Gas price by backlog" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Backlog (gas units)</th>
            <th scope="col">Share of tolerance</th>
            <th scope="col">Gas price (gwei)</th>
          </tr>
        </thead>
        <tbody>
          {backlogExamples.map((backlog) => (
            <tr key={backlog}>
              <td>{backlog <= toleranceGas ? `≤ ${formatGas(backlog)}` : formatGas(backlog)}</td>
              <td>
                {backlog <= toleranceGas
                  ? '≤ 100%'
                  : `${Math.round(backlogPercentOfTolerance(backlog))}%`}
              </td>
              <td>
                {backlog <= toleranceGas
                  ? String(minimumBaseFeePerGasGwei)
                  : executionGasPriceGwei(backlog).toFixed(2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
