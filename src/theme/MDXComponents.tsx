import MDXComponents from '@theme-original/MDXComponents';
import CopyValue from '@site/src/components/CopyValue';
import NetworkTable, {PrecompileTable} from '@site/src/components/NetworkTable';
import WalletButtons from '@site/src/components/WalletButtons';

// Site components available in every MDX page without an import; WalletButtons loads thirdweb lazily, never here.
export default {
  ...MDXComponents,
  CopyValue,
  NetworkTable,
  PrecompileTable,
  WalletButtons,
};
