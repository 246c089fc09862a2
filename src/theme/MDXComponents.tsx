import MDXComponents from '@theme-original/MDXComponents';
import CopyValue from '@site/src/components/CopyValue';
import NetworkTable, {PrecompileTable} from '@site/src/components/NetworkTable';
import React, {type ReactNode} from 'react';
import WalletButtons from '@site/src/components/WalletButtons';
import ScrollableTable from '@site/src/components/ScrollableTable';
import FeatureBoundary from '@site/src/lib/FeatureBoundary';

/** An error in the wallet buttons (or thirdweb's) shows a message in their place; the page stays readable. */
function GuardedWalletButtons(): ReactNode {
  return (
    <FeatureBoundary name="The wallet buttons">
      <WalletButtons />
    </FeatureBoundary>
  );
}

// Site components available in every MDX page without an import; WalletButtons loads thirdweb lazily, never here.
export default {
  ...MDXComponents,
  CopyValue,
  NetworkTable,
  PrecompileTable,
  WalletButtons: GuardedWalletButtons,
  // Markdown tables become keyboard-scrollable when they overflow.
  table: ScrollableTable,
};
