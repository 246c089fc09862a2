import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyValue from '@site/src/components/CopyValue';
import {assertRectangular, type Cell, type TableModel} from './model';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface AddressTableProps {
  model: TableModel;
  /** First and last characters to keep when shortening addresses; `false` shows them in full. */
  abbreviate?: readonly [number, number] | false;
}

function renderCell(cell: Cell, abbr: readonly [number, number] | undefined): ReactNode {
  switch (cell.kind) {
    case 'address':
      return <CopyValue value={cell.value} href={cell.href} label={cell.label} abbreviate={abbr} />;
    case 'link':
      return <Link to={cell.href}>{cell.text}</Link>;
    case 'text':
      return cell.code ? <code>{cell.text}</code> : cell.text;
  }
}

/** A table of contract or token addresses (each with a Copy button) and links; scrolls sideways on narrow screens. */
export default function AddressTable({model, abbreviate = [6, 4]}: AddressTableProps): ReactNode {
  const {label, headers, rows} = assertRectangular(model);
  const abbr = abbreviate === false ? undefined : abbreviate;
  return (
    <DataTable label={label} columns={headers} className={styles.table}>
      {rows.map((row, r) => (
        <tr key={r}>
          {row.map((cell, c) =>
            c === 0 ? (
              <th key={c} scope="row">
                {renderCell(cell, abbr)}
              </th>
            ) : (
              <td key={c} className={cell.kind === 'text' ? styles.wrap : styles.nowrap}>
                {renderCell(cell, abbr)}
              </td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  );
}
