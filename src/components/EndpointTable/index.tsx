import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  endpointsInGroup,
  endpointStatuses,
  endpointStatusLabels,
  type Endpoint,
  type EndpointGroup,
} from '@site/src/data/endpoints';
import {filterEndpoints, resultSummary, type StatusFilter} from './filter';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface EndpointTableProps {
  /** Which list of methods to show (see src/data/endpoints.ts). */
  group: EndpointGroup;
  /** Accessible name of the scrollable table region, e.g. "Standard Ethereum endpoints". */
  label: string;
  /** Adds a text filter and a status filter above the table. */
  filterable?: boolean;
}

function StatusBadge({endpoint}: {endpoint: Endpoint}): ReactNode {
  return <span className={`${styles.status} ${styles[endpoint.status]}`}>{endpointStatusLabels[endpoint.status]}</span>;
}

function MethodName({endpoint}: {endpoint: Endpoint}): ReactNode {
  const code = <code className={styles.method}>{endpoint.method}</code>;
  return endpoint.docsUrl ? <Link href={endpoint.docsUrl}>{code}</Link> : code;
}

function Note({endpoint}: {endpoint: Endpoint}): ReactNode {
  if (!endpoint.note && !endpoint.link) return null;
  return (
    <>
      {endpoint.note}
      {endpoint.note && endpoint.link && ' '}
      {endpoint.link && (
        <>
          See <Link to={endpoint.link.href}>{endpoint.link.text}</Link>.
        </>
      )}
    </>
  );
}

/**
 * One endpoint-support table. The full table is rendered on the server; the optional
 * filters only narrow it in the browser.
 */
export default function EndpointTable({group, label, filterable = false}: EndpointTableProps): ReactNode {
  const all = endpointsInGroup(group);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const id = useId();
  const shown = filterable ? filterEndpoints(all, query, status) : all;

  return (
    <div className={styles.wrapper}>
      {filterable && (
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor={`${id}-query`}>Filter by method name or note</label>
            <input
              id={`${id}-query`}
              type="search"
              value={query}
              placeholder="for example getLogs"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-status`}>Supported</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}>
              <option value="all">Any</option>
              {endpointStatuses.map((s) => (
                <option key={s} value={s}>
                  {endpointStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.summary} role="status" aria-live="polite">
            {resultSummary(shown.length, all.length)}
          </p>
        </div>
      )}
      <DataTable label={label} columns={['Method', 'Supported', 'Notes']} className={styles.table}>
        {shown.map((endpoint) => (
          <tr key={endpoint.method} data-status={endpoint.status}>
            <th scope="row">
              <MethodName endpoint={endpoint} />
            </th>
            <td>
              <StatusBadge endpoint={endpoint} />
            </td>
            <td className={styles.notes}>
              <Note endpoint={endpoint} />
            </td>
          </tr>
        ))}
        {shown.length === 0 && (
          <tr>
            <td colSpan={3}>No method matches this filter.</td>
          </tr>
        )}
      </DataTable>
    </div>
  );
}
