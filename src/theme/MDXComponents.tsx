import MDXComponents from '@theme-original/MDXComponents';
import CopyValue from '@site/src/components/CopyValue';
import NetworkTable, {PrecompileTable} from '@site/src/components/NetworkTable';
import WalletButtons from '@site/src/components/WalletButtons';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Site components available in every MDX page without an import; WalletButtons loads thirdweb lazily, never here.
export default {
  ...MDXComponents,
  CopyValue,
  NetworkTable,
  PrecompileTable,
  WalletButtons,
  // Markdown tables become keyboard-scrollable when they overflow.
  table: ScrollableTable,
};
