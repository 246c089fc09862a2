// Wrapped, not ejected: with Algolia configured the theme's own SearchBar runs untouched (plus a report when its
// dialog cannot load); without it, the same DocSearch v4 UI runs over the local index.
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/search/LocalSearchBar';
import HostedSearchLoadFailure from '@site/src/search/HostedSearchLoadFailure';
import {ensureUsableStorage} from '@site/src/lib/storage';
import '@site/src/search/search.css';

// Both dialogs (local and Algolia) read localStorage as they open; blocked storage must not crash them.
ensureUsableStorage();

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.themeConfig.algolia ? (
    <HostedSearchLoadFailure>
      <SearchBar {...props} />
    </HostedSearchLoadFailure>
  ) : (
    <LocalSearchBar />
  );
}
