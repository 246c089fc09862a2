import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {evmKeepsModeWithOtherDays, evmNodeDefaults, evmSwitchTargets, type EvmHistoryMode} from '@site/src/data/nodes';

/** Every mode a node can be in, in the order the history-mode section introduces them. */
const FROM: readonly EvmHistoryMode[] = [evmNodeDefaults.defaultHistoryMode, 'full', 'rolling', 'seed'];

/** `a`, `b` or `c`, each as code. */
function modes(list: readonly EvmHistoryMode[]): ReactNode {
  return list.map((mode, i) => (
    <React.Fragment key={mode}>
      {i > 0 ? (i === list.length - 1 ? ' or ' : ', ') : null}
      <code>{mode}</code>
    </React.Fragment>
  ));
}

/**
 * The history-mode switches `octez-evm-node switch history to` accepts, one row per mode the node
 * is in, drawn from src/data/nodes.ts (which the facts test holds to the node's source).
 */
export function EvmHistorySwitchTable(): ReactNode {
  return (
    <DataTable label="History mode switches of the EVM node" columns={['From', 'To']}>
      {FROM.map((from) => {
        const targets = evmSwitchTargets(from);
        const same = evmKeepsModeWithOtherDays(from);
        return (
          <tr key={from}>
            <th scope="row">
              <code>{from}</code>
            </th>
            <td>
              {targets.length > 0 ? modes(targets) : null}
              {targets.length > 0 && same ? ', or ' : null}
              {same ? (
                <>
                  <code>{from}</code> with a different retention period
                </>
              ) : null}
              {targets.length === 0 && !same ? 'none' : null}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
