import React, {type ReactNode} from 'react';
import CopyValue from '@site/src/components/CopyValue';
import {explorerAddressUrl, mainnet, shadownet, type Network} from '@site/src/data/networks';
import {tokenContracts, wxtzOftDeployments, type EvmAddress} from '@site/src/data/tokens';
import DataTable from '@site/src/components/DataTable';
import a11y from '@site/src/css/a11y.module.css';
import styles from './styles.module.css';

function AddressCell({network, symbol, address}: {network: Network; symbol: string; address?: EvmAddress}): ReactNode {
  if (!address) {
    return (
      <span className={styles.none}>
        <span aria-hidden="true">—</span>
        <span className={a11y.srOnly}>Not deployed on {network.shortName}</span>
      </span>
    );
  }
  return (
    <CopyValue
      value={address}
      abbreviate={[6, 4]}
      href={explorerAddressUrl(network, address)}
      label={`${symbol} address on ${network.shortName}`}
    />
  );
}

/** Notable token contracts on Mainnet and Shadownet, from src/data/tokens.ts. */
export default function TokenTable(): ReactNode {
  return (
    <DataTable label="Token contract addresses" columns={['Token', mainnet.shortName, shadownet.shortName]} className={styles.table}>
      {tokenContracts.map((token) => (
        <tr key={token.symbol}>
          <th scope="row">
            {token.name} ({token.symbol})
          </th>
          <td>
            <AddressCell network={mainnet} symbol={token.symbol} address={token.mainnet} />
          </td>
          <td>
            <AddressCell network={shadownet} symbol={token.symbol} address={token.shadownet} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** WXTZ OFT contracts on each chain LayerZero links, from src/data/tokens.ts. */
export function OftDeploymentTable(): ReactNode {
  return (
    <DataTable label="WXTZ contracts on other chains" columns={['Chain', 'WXTZ contract']} className={styles.table}>
      {wxtzOftDeployments.map((deployment) => (
        <tr key={deployment.chain}>
          <th scope="row">{deployment.chain}</th>
          <td>
            <CopyValue
              value={deployment.address}
              abbreviate={[6, 4]}
              href={deployment.explorerUrl}
              label={`WXTZ address on ${deployment.chain}`}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
