/**
 * DocSearch's modal over the local index (a chunk loaded by LocalSearchBar): the local client replaces
 * Algolia's; "Ask AI" goes to the site chatbot; ↑, ↓ and Enter wait for the hits (../hitKeys.ts).
 */
import React, {useCallback, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dispatchAskAi} from '../askAi';
import {DocSearchRepairs, INPUT_SELECTOR} from './DocSearchRepairs';
import {createLocalSearchClient, HITS_PER_PAGE, MAX_HITS_PER_GROUP, type LocalSearchClient} from './client';
import {loadWorkerEngine} from './workerEngine';
import {loadSearchEngine} from '../engine/load';
import {censusOff} from '@site/src/lib/census';
import {followQueryInUrl} from './queryParam';
import {diagnoseLoadFailure, type LoadFailure} from '@site/src/lib/loadFailure';
import {localStorageOrNull} from '@site/src/lib/storage';
import {cleanStoredSearches, siteScope} from '../shapes';
import {holdHitKeys} from '../hitKeys';
import {focusAtEnd} from '@site/src/lib/focus';
import {LOCAL_INDEX_NAME} from '../storageKeys';
import {isDamaged} from '../engine/wire';

// The census bench's off switch: the engine on the page instead of the worker.
const getEngine = censusOff('search-worker') ? loadSearchEngine : loadWorkerEngine;

const client = createLocalSearchClient({getEngine, indexName: LOCAL_INDEX_NAME});

type Hit = Parameters<NonNullable<DocSearchModalProps['hitComponent']>>[0];

/**
 * A hit is an option of the combobox, so not a link of its own (axe: nested-interactive): an <a>
 * without href keeps DocSearch's styles; a click routes in the app, a modified or middle click opens a tab.
 */
function HitLink({hit, children}: Hit) {
  const history = useHistory();
  const open = (event: React.MouseEvent) => {
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else if (event.button === 0) {
      history.push(hit.url);
    }
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links, jsx-a11y/anchor-is-valid, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- an option of DocSearch's combobox: its keys are DocSearch's, and an href would nest a link in the option
    <a className="DocSearch-Hit-link" data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </a>
  );
}

export interface LocalSearchModalProps {
  initialQuery?: string;
  /** ↑, ↓ and Enter pressed in the search shell before the modal was here, in order. */
  heldKeys?: readonly string[];
  onClose: () => void;
}

export default function LocalSearchModal({initialQuery, heldKeys, onClose}: LocalSearchModalProps): ReactNode {
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  // Before DocSearch mounts (it reads its recent searches as it does): what does not parse goes.
  useState(() => cleanStoredSearches(localStorageOrNull(), LOCAL_INDEX_NAME, siteScope(siteConfig)));
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      history.push(itemUrl);
    },
  }));

  // In the commit that replaces the shell: DocSearch focuses its field only in a later effect, and a
  // letter typed in between landed nowhere; ↑, ↓ or Enter would reach DocSearch before its first search.
  useLayoutEffect(() => focusAtEnd(document.querySelector<HTMLInputElement>(INPUT_SELECTOR)), []);
  const [hitKeys] = useState(() => holdHitKeys(() => document.querySelector(INPUT_SELECTOR), heldKeys));
  useLayoutEffect(() => hitKeys.listen(), [hitKeys]);
  // The worker hears of each key as the field changes, 11-60 ms (4x CPU) before DocSearch asks for
  // the search, so its guess starts sooner: first hits at ten times the pages, four rounds of 7 with
  // the two builds in turn, 239 / 300 / 267 / 297 -> 245 / 238 / 273 / 258 ms.
  useLayoutEffect(() => {
    const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
    if (!input) return;
    const prefetch = () => void getEngine().then((engine) => engine.prefetch(input.value), () => {});
    input.addEventListener('input', prefetch);
    return () => input.removeEventListener('input', prefetch);
  }, []);

  // ?q= follows the search box once typing pauses (queryParam.ts).
  useEffect(() => followQueryInUrl(initialQuery, () => document.querySelector<HTMLInputElement>(INPUT_SELECTOR)), [initialQuery]);

  // The local client rejects when the index cannot be downloaded; DocSearch would turn that into
  // an unhandled rejection and an empty screen, so the failure is shown by DocSearchRepairs.
  const [failed, setFailed] = useState<LoadFailure | 'damaged' | null>(null);
  const transformSearchClient = useCallback(
    (searchClient: DocSearchTransformClient): DocSearchTransformClient => ({
      ...searchClient,
      search: ((input: Parameters<LocalSearchClient['search']>[0]) =>
        hitKeys.track(
          client.search(input).then(
            (response) => {
              setFailed(null);
              return response;
            },
            async (error: unknown) => {
              console.warn(error);
              setFailed(isDamaged(error) ? 'damaged' : await diagnoseLoadFailure(error));
              return {results: input.requests.map(() => ({hits: [], nbHits: 0}))};
            },
          ),
          (answer) => answer.results[0]?.hits[0]?.url,
        )) as unknown as DocSearchTransformClient['search'],
    }),
    [hitKeys],
  );

  // Without an Algolia assistant, "Ask AI" closes the dialog and hands the question to the chatbot.
  const onAskAiToggle = useCallback<DocSearchModalProps['onAskAiToggle']>(
    (active, message) => {
      if (!active) return;
      const question = message?.query ?? document.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.value ?? '';
      onClose();
      dispatchAskAi(question.trim());
    },
    [onClose],
  );

  return (
    <>
      <DocSearchModal
        appId="local"
        apiKey="local"
        indexName={LOCAL_INDEX_NAME}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        navigator={navigator}
        hitComponent={HitLink}
        transformSearchClient={transformSearchClient}
        // An assistant id turns on "Ask AI"; hybrid mode calls onAskAiToggle instead of Algolia.
        askAi={{assistantId: 'site-chatbot', suggestedQuestions: false}}
        isHybridModeSupported
        isAskAiActive={false}
        onAskAiToggle={onAskAiToggle}
        maxResultsPerGroup={MAX_HITS_PER_GROUP}
        searchParameters={{hitsPerPage: HITS_PER_PAGE}}
        insights={false}
      />
      {!censusOff('search-repairs') && <DocSearchRepairs failure={failed} suggestions={client.suggestions} />}
    </>
  );
}
