import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyValue from '@site/src/components/CopyValue';
import {
  ethereumPrecompiles,
  etherlinkPrecompiles,
  explorerAddressUrl,
  networkList,
  type Precompile,
} from '@site/src/data/networks';
import {networkColumnTitle} from './rows';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface PrecompileTableProps {
  /** `etherlink`: Etherlink system contracts; `ethereum`: the standard Ethereum precompiles. */
  kind: 'etherlink' | 'ethereum';
}

const TABLES = {
  etherlink: {list: etherlinkPrecompiles, label: 'Etherlink-specific precompiled contracts'},
  ethereum: {list: ethereumPrecompiles, label: 'Standard Ethereum precompiled contracts'},
} as const;

function ContractName({precompile, kind}: {precompile: Precompile; kind: PrecompileTableProps['kind']}): ReactNode {
  const name = kind === 'ethereum' ? <code>{precompile.name}</code> : precompile.name;
  return precompile.docPath ? <Link to={precompile.docPath}>{name}</Link> : name;
}

/** Contract | Mainnet | Shadownet Testnet, each address copyable and linked to that network's explorer. */
export default function PrecompileTable({kind}: PrecompileTableProps): ReactNode {
  const table = TABLES[kind];
  if (!table) throw new Error(`PrecompileTable: unknown kind "${String(kind)}"`);
  return (
    <DataTable
      label={table.label}
      columns={['Contract', ...networkList.map(networkColumnTitle)]}
      className={styles.table}
      data-precompiles={kind}>
      {table.list.map((precompile) => (
        <tr key={precompile.name}>
          <th scope="row">
            <ContractName precompile={precompile} kind={kind} />
          </th>
          {networkList.map((network) => (
            <td key={network.id}>
              <CopyValue
                value={precompile.address}
                abbreviate={[5, 4]}
                href={explorerAddressUrl(network, precompile.address)}
                label={`${precompile.name} address on ${network.name}`}
              />
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
