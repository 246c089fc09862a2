// Wrapped, not ejected: with Algolia, the theme's own SearchBar runs (through src/search/hosted/HostedSearchBar);
// without, the same DocSearch v4 UI over the local index. An error in search shows a message in the navbar.
import React, {type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/search/LocalSearchBar';
import HostedSearchBar from '@site/src/search/hosted/HostedSearchBar';
import {docSearchStorageKeys, LOCAL_INDEX_NAME} from '@site/src/search/storageKeys';
import FeatureBoundary from '@site/src/lib/FeatureBoundary';
import {ensureUsableStorage} from '@site/src/lib/storage';
import '@site/src/search/search.css';

// Both dialogs (local and Algolia) read localStorage as they open; blocked storage must not crash them.
ensureUsableStorage();

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as {indexName: string} | undefined;
  const indexName = algolia ? algolia.indexName : LOCAL_INDEX_NAME;
  return (
    <FeatureBoundary name="Search" storageKeys={() => docSearchStorageKeys(indexName)}>
      {algolia ? <HostedSearchBar {...props} /> : <LocalSearchBar />}
    </FeatureBoundary>
  );
}
