/**
 * Loads the thirdweb connect buttons on demand, in the browser only, for a client ID that is set
 * (WalletButtons: createThirdwebClient throws on ''). This file
 * must not import 'thirdweb' (or ./ThirdwebConnect) statically: it is part of the
 * MDX globals that every page shares, and thirdweb belongs in its own chunk.
 */
import React, {Suspense, lazy, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {ThirdwebConnectProps} from './ThirdwebConnect';

const ThirdwebConnect = lazy(() => import(/* webpackChunkName: "thirdweb-connect" */ './ThirdwebConnect'));

export interface LazyConnectProps extends ThirdwebConnectProps {
  /** Shown during server rendering and while the thirdweb chunk loads. */
  loading: ReactNode;
  /** Shown if the chunk fails to load or thirdweb throws. */
  failed: ReactNode;
}

export default function LazyConnect({loading, failed, ...rest}: LazyConnectProps): ReactNode {
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <ErrorBoundary fallback={() => failed}>
          <Suspense fallback={loading}>
            <ThirdwebConnect {...rest} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BrowserOnly>
  );
}
