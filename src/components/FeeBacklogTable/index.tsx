import React, {type ReactNode} from 'react';
import {
  backlogExamples,
  backlogPercentOfTolerance,
  executionGasPriceGwei,
  formatGas,
  minimumBaseFeePerGasGwei,
  toleranceGas,
} from '@site/src/data/fees';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

/**
 * Execution gas price for a range of backlogs, computed from the fee formula in
 * src/data/fees.ts so that the table cannot drift from the constants.
 */
export default function FeeBacklogTable(): ReactNode {
  return (
    <DataTable label="Gas price by backlog" columns={['Backlog (gas units)', 'Share of tolerance', 'Gas price (gwei)']} className={styles.table}>
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
    </DataTable>
  );
}
