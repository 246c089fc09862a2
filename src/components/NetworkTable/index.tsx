import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyValue from '@site/src/components/CopyValue';
import {networks, type NetworkId} from '@site/src/data/networks';
import {networkRows, type Cell} from './rows';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export {default as PrecompileTable} from './PrecompileTable';

export interface NetworkTableProps {
  /** Which network's parameters to list. */
  network: NetworkId;
}

function CellContent({cell}: {cell: Cell}): ReactNode {
  switch (cell.kind) {
    case 'copy':
      return <CopyValue value={cell.value} label={cell.label} abbreviate={cell.abbreviate} href={cell.href} />;
    case 'copies':
      return (
        <span className={styles.copies}>
          {cell.values.map((v) => (
            <span key={v.value}>
              {v.note && <span className={styles.note}>{v.note} </span>}
              <CopyValue value={v.value} label={v.label} />
            </span>
          ))}
        </span>
      );
    case 'link':
      return <Link href={cell.href}>{cell.text ?? cell.href}</Link>;
    case 'code':
      return <code>{cell.text}</code>;
    case 'text':
      return (
        <>
          {cell.text}
          {cell.link && (
            <>
              {' '}
              <Link to={cell.link.to}>{cell.link.text}</Link>
            </>
          )}
        </>
      );
  }
}

/** The "Parameter | Value" table for one network, rendered from src/data/networks.ts. */
export default function NetworkTable({network: id}: NetworkTableProps): ReactNode {
  const network = networks[id];
  if (!network) throw new Error(`NetworkTable: unknown network "${String(id)}"`);
  return (
    <DataTable label={`${network.name} parameters`} columns={['Parameter', 'Value']} className={styles.table} data-network={network.id}>
      {networkRows(network).map((row) => (
        <tr key={row.parameter}>
          <th scope="row">{row.parameter}</th>
          <td>
            <CellContent cell={row.cell} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
