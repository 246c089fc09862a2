/**
 * The search bar with Algolia configured: the theme's own SearchBar, given what it lacks.
 * 1. Checked hits and stored searches (../shapes.ts, a chunk requested after hydration): stored ones
 *    are cleaned in `transformSearchClient`, called as the dialog mounts, before it reads them; each
 *    search waits for the checks, and `transformItems` offers only the hits that pass (the theme's
 *    URL processing threw on a relative URL, and every hit of that response disappeared).
 * 2. A report when the dialog's code cannot load, which the theme leaves unhandled: on the same
 *    click or shortcut this bar imports the same module and reports its failure; a failed preload on
 *    hover stays silent (tests/e2e/hosted/load-failures.spec.ts).
 * 3. With Ask AI: the site's `fetch` for its chat requests (./askAiStream.ts, loaded at the first
 *    question), and stored conversations checked with the hits (../shapes.ts).
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useSearchButtonLabel} from '../buttonLabel';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {LoadFailure} from '@site/src/lib/loadFailure';
import {localStorageOrNull} from '@site/src/lib/storage';
import {loadOnce} from '@site/src/lib/loadOnce';
import {diagnose, useLoadFailureDialog} from '../useLoadFailureDialog';

type Shapes = typeof import('../shapes');
let shapes: Shapes | null = null;
// After a failure, the next search tries again.
const loadShapes = loadOnce(() => import(/* webpackChunkName: "search-shapes" */ '../shapes').then((module) => (shapes = module)));

const askAiFetch: typeof fetch = (input, init) => import('./askAiStream').then((guard) => guard.guardedFetch(input, init));

const BUTTON = 'button.DocSearch-Button';
const findButton = () => document.querySelector<HTMLButtonElement>(BUTTON);

interface SearchClient {
  addAlgoliaAgent(segment: string, version?: string): void;
  search(...args: unknown[]): Promise<unknown>;
}

export default function HostedSearchBar(props: Record<string, unknown>): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {indexName, externalUrlRegex, askAi} = siteConfig.themeConfig.algolia as {indexName: string; externalUrlRegex?: string; askAi?: {indexName: string}};
  const guardedAskAi = useMemo(() => askAi && {...askAi, fetch: askAiFetch}, [askAi]);

  useEffect(() => {
    // A search waits for the checks, and says so if they cannot load.
    loadShapes().then((checks) => askAi && checks.repairStoredConversations(localStorageOrNull(), askAi.indexName), () => {});
  }, [askAi]);

  const transformSearchClient = useCallback(
    (client: SearchClient) => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion); // as the theme does
      shapes?.cleanStoredSearches(localStorageOrNull(), indexName, shapes.siteScope(siteConfig, externalUrlRegex));
      const search = client.search.bind(client);
      client.search = async (...args) => (await Promise.all([search(...args), loadShapes()]))[0];
      return client;
    },
    [siteConfig, siteMetadata, indexName, externalUrlRegex],
  );
  // Searches resolve only once the checks are loaded, so `shapes` is there for their hits.
  const transformItems = useCallback(
    (items: unknown[]) => (shapes ? shapes.offeredHits(items, shapes.siteScope(siteConfig, externalUrlRegex)) : []),
    [siteConfig, externalUrlRegex],
  );

  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const failureDialog = useLoadFailureDialog(
    failure && {failure, onRetry: () => findButton()?.click(), onClose: () => findButton()?.focus()},
    () => setFailure(null),
  );
  // The reader asked for the dialog: its code loads, or the reader is told why it cannot.
  const ask = useCallback(() => {
    import('@docsearch/react/modal').catch(async (error: unknown) => setFailure(await diagnose(error)));
  }, []);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(BUTTON)) ask();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [ask]);

  // The theme's shortcuts, from DocSearch's own keyboard hook: they mean the reader asked too.
  useDocSearchKeyboardEvents({
    isOpen: false, // the theme's dialog marks <body> while open, and the hook leaves it alone then
    onOpen: ask,
    onClose: () => {},
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const buttonAriaLabel = useSearchButtonLabel();
  const translations = useMemo(() => ({button: {buttonText: 'Search', buttonAriaLabel}}), [buttonAriaLabel]);
  return (
    <>
      <SearchBar {...props} translations={translations} transformSearchClient={transformSearchClient} transformItems={transformItems} askAi={guardedAskAi} />
      {failureDialog}
    </>
  );
}
