/**
 * The search shell's hits (a chunk of its own, requested when the shell opens): the local index
 * searched when the reader's typing pauses, shown in DocSearch's markup and stylesheet, so the
 * reader sees the same list before and after DocSearch's modal takes over (./shellHits.ts says
 * what this buys). Only the hits of the text now in the field are ever shown: an answer for an
 * older text is dropped.
 */
import React, {useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {createLocalSearchClient, MAX_HITS_PER_GROUP} from './client';
import {loadSearchEngine} from './load';
import {LOCAL_INDEX_NAME} from './indexName';
import {whenTypingPauses} from './typingPause';
import {dispatchAskAi} from './askAi';
import {groupHits, snippetAttributes, snippetWords, type HitIcon, type Segment, type ShellGroup} from './shellHits';

const client = createLocalSearchClient({getEngine: loadSearchEngine, indexName: LOCAL_INDEX_NAME});

export interface ShellResultsProps {
  /** The field's text. */
  query: string;
  /** Closes the dialog (a hit was opened, or the question handed to the chatbot). */
  onClose: () => void;
}

function Text({segments, className}: {segments: Segment[]; className: string}): ReactNode {
  return (
    <span className={className}>
      {segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text))}
    </span>
  );
}

/** Icons drawn for this site, in the size and colour DocSearch's stylesheet gives its own. */
function Icon({icon}: {icon: HitIcon}): ReactNode {
  return (
    <div className="DocSearch-Hit-icon">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
        {icon === 'page' && <path d="M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9.5h5M7.5 12.5h5" strokeLinejoin="round" />}
        {icon === 'heading' && <path d="M7.5 3.5 6 16.5M14 3.5l-1.5 13M3.5 7.5h13M3 12.5h13" />}
        {icon === 'text' && <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h8" />}
      </svg>
    </div>
  );
}

function Tree({last}: {last: boolean}): ReactNode {
  return (
    <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true" fill="none" stroke="currentColor" strokeLinecap="round">
      <path d={last ? 'M8 6v21M20 27H8.3' : 'M8 6v42M20 27H8.3'} />
    </svg>
  );
}

export default function ShellResults({query, onClose}: ShellResultsProps): ReactNode {
  const history = useHistory();
  const [answer, setAnswer] = useState<{query: string; groups: ShellGroup[]} | null>(null);
  const text = query.trim() ? query : '';
  const current = useRef(text);
  current.current = text;
  const changedAt = useRef(-Infinity);

  useEffect(() => {
    changedAt.current = performance.now();
    if (!text) return;
    let live = true;
    // Searched once the typing pauses: a search per letter would hold the next letters back.
    whenTypingPauses(() => changedAt.current)
      .then(() => {
        if (!live || current.current !== text) return null;
        const words = snippetWords(window.matchMedia('(max-width: 768px)').matches);
        return client.search([{indexName: LOCAL_INDEX_NAME, query: text, hitsPerPage: 20, attributesToSnippet: snippetAttributes(words)}]);
      })
      .then(
        (response) => {
          const result = response?.results[0];
          if (!live || !result || result.query !== current.current) return;
          setAnswer({query: result.query, groups: groupHits(result.hits, MAX_HITS_PER_GROUP)});
        },
        // The index did not load: the modal, when it takes over, says so and offers a retry.
        () => {},
      );
    return () => {
      live = false;
    };
  }, [text]);

  if (!text) return null;
  const open = (url: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
    event.preventDefault();
    history.push(url);
    onClose();
  };
  // Hits show only for the text in the field; while they are on their way, nothing does.
  const groups = answer?.query === text ? answer.groups : null;
  return (
    <div className="search-shell__results">
      <div className="DocSearch-Dropdown-Container">
        <section className="DocSearch-AskAi-Section">
          <ul>
            <li className="DocSearch-Hit">
              <div className="DocSearch-Hit--AskAI">
                <button type="button" className="DocSearch-Hit-AskAIButton DocSearch-Hit-Container" onClick={() => {
                    // As the modal's entry does: the dialog closes and the chatbot gets the question.
                    onClose();
                    dispatchAskAi(text.trim());
                  }}>
                  <div className="DocSearch-Hit-AskAIButton-icon DocSearch-Hit-icon">
                    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
                      <path d="M10 2.5 11.8 8.2 17.5 10l-5.7 1.8L10 17.5l-1.8-5.7L2.5 10l5.7-1.8z" />
                    </svg>
                  </div>
                  <div className="DocSearch-Hit-AskAIButton-title">
                    <span className="DocSearch-Hit-AskAIButton-title-highlight">Ask AI: </span>
                    <mark className="DocSearch-Hit-AskAIButton-title-query">{text}</mark>
                  </div>
                </button>
              </div>
            </li>
          </ul>
        </section>
        {groups?.map((group) => (
          <section className="DocSearch-Hits" key={group.source}>
            <div className="DocSearch-Hit-source">{group.source}</div>
            <ul>
              {group.hits.map((hit) => (
                <li className={hit.child ? 'DocSearch-Hit DocSearch-Hit--Child' : 'DocSearch-Hit'} key={hit.id}>
                  <a className="DocSearch-Hit-link" href={hit.url} onClick={open(hit.url)}>
                    <div className="DocSearch-Hit-Container">
                      {hit.child && <Tree last={hit.lastChild} />}
                      <Icon icon={hit.icon} />
                      <div className="DocSearch-Hit-content-wrapper">
                        <Text className="DocSearch-Hit-title" segments={hit.title} />
                        {hit.path && <Text className="DocSearch-Hit-path" segments={hit.path} />}
                      </div>
                      <div className="DocSearch-Hit-action">
                        <svg
                          className="DocSearch-Hit-Select-Icon"
                          width="20"
                          height="20"
                          viewBox="0 0 20 20"
                          aria-hidden="true"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.4"
                          strokeLinecap="round"
                          strokeLinejoin="round">
                          <path d="M15.5 4.5v5a2 2 0 0 1-2 2h-9M8 8l-3.5 3.5L8 15" />
                        </svg>
                      </div>
                    </div>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
