// Wraps the app root: marks the document hydrated (tests, scripts and code blocks wait for it) and adds
// the "Ask AI" launcher to every page, inside an error boundary: a chatbot error leaves the page as it is.
import React, {useEffect, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import ChatLauncher from '@site/src/assistant/Launcher';
import {markHydrated} from '@site/src/lib/hydration';
import FeatureBoundary from '@site/src/lib/FeatureBoundary';
import {CONVERSATION_KEY} from '@site/src/assistant/storageKey';
import launcher from '@site/src/assistant/Launcher.module.css';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Root {...props}>
      {props.children}
      <FeatureBoundary name="The chatbot" storageKeys={() => [CONVERSATION_KEY]} className={launcher.failed}>
        <ChatLauncher />
      </FeatureBoundary>
    </Root>
  );
}
