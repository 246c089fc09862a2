import React, {type ComponentProps, type ReactNode} from 'react';
import tables from '@site/src/css/tables.module.css';

export interface DataTableProps extends ComponentProps<'table'> {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** The header row, one `th scope="col"` each. */
  columns: readonly ReactNode[];
}

/**
 * The data tables of the components: a labelled, focusable region that scrolls sideways on narrow
 * (375 px) screens, so a wide table never widens the page and stays reachable by keyboard.
 * `children` are the body rows.
 */
export default function DataTable({label, columns, className, children, ...table}: DataTableProps): ReactNode {
  return (
    <div className={tables.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={`${tables.table} ${className ?? ''}`} {...table}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
