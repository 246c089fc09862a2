import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import WithCode from '@site/src/components/WithCode';
import {evmNodeMetrics} from '@site/src/data/metrics';

/**
 * The metrics of `octez-evm-node`, from src/data/metrics.ts: names and types that the facts test
 * holds to the node's source, with this site's descriptions.
 */
export default function MetricTable(): ReactNode {
  return (
    <DataTable label="Metrics of the EVM node" columns={['Name', 'Type', 'Description', 'Useful in']}>
      {evmNodeMetrics.map((m) => (
        <tr key={m.name}>
          <th scope="row">
            <code>{m.name}</code>
          </th>
          <td>{m.type}</td>
          <td>
            <WithCode text={m.description} />
          </td>
          <td>{m.usefulIn}</td>
        </tr>
      ))}
    </DataTable>
  );
}
