/**
 * The "Ask AI" tab on every page's right edge. It stays tiny: the panel, answer engine and Markdown
 * renderer load with `import()` on intent (hover, focus, touch), a click, or a question handed over
 * by the search dialog, never before. Until the panel has run, a light copy (PanelShell) answers the
 * click with a focused question box; opening also starts indexing, so the first answer does not wait.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
// The search dialog's hand-off event, defined by the search module (a tiny file: not its index).
import {ASK_AI_EVENT, type AskAiEventDetail} from '@site/src/search/askAi';
import {diagnoseLoadFailure, LOAD_FAILURE_TEXT, type LoadFailure} from '@site/src/lib/loadFailure';
import type {PanelProps} from './Panel';
import type {PanelShellProps} from './PanelShell';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import styles from './Launcher.module.css';

const loadPanel = () => import(/* webpackChunkName: "chatbot-panel" */ './Panel');
// The panel's first frame: a small chunk of its own, requested when this module runs.
const panelShell = shellChunk<PanelShellProps>(() => import(/* webpackChunkName: "chatbot-shell" */ './PanelShell'));

function preloadPanel(): void {
  loadPanel().catch(() => {
    // Reported when the reader clicks.
  });
}

function warmAnswerEngine(): void {
  import('@site/src/search/engine/load')
    .then(({loadSearchEngine}) => loadSearchEngine())
    .catch(() => {
      // The panel says so when a question needs the index.
    });
}

export default function ChatLauncher(): ReactNode {
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<LoadFailure | null>(null);
  const [request, setRequest] = useState<PanelProps['request']>(null);
  const button = useRef<HTMLButtonElement>(null);
  // What the reader types into the shell while the panel's code loads: the panel starts with it,
  // so letters typed up to that moment are in its draft.
  const [shellDraft, setShellDraft] = useState('');
  // Letters typed before the shell's chunk arrived join the draft.
  const PanelShell = useShell(panelShell, open && !Panel, setShellDraft);

  const show = useCallback(() => {
    setOpen(true);
    setFailed(null);
    setLoading(true);
    warmAnswerEngine();
    loadPanel()
      .then((module) => setPanel(() => module.default))
      .catch(async (error: unknown) => {
        setOpen(false);
        setFailed(await diagnoseLoadFailure(error));
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    const onAsk = (event: Event) => {
      const question = (event as CustomEvent<Partial<AskAiEventDetail> | undefined>).detail?.question;
      if (typeof question === 'string' && question.trim()) setRequest({id: Date.now(), question: question.trim()});
      show();
    };
    window.addEventListener(ASK_AI_EVENT, onAsk);
    return () => window.removeEventListener(ASK_AI_EVENT, onAsk);
  }, [show]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  // A question sent from the shell is asked by the panel when it mounts, as a search hand-off is.
  const onShellAsk = useCallback((question: string) => {
    setShellDraft('');
    setRequest({id: Date.now(), question});
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
        onClick={show}>
        Ask AI
      </button>
      {failed && (
        <div role="alert" className={styles.failed}>
          <p>
            The chatbot could not load. <strong>{LOAD_FAILURE_TEXT[failed].title}.</strong> {LOAD_FAILURE_TEXT[failed].help}
          </p>
          <button type="button" className={styles.retry} onClick={failed === 'updated' ? () => window.location.reload() : show}>
            {failed === 'updated' ? 'Reload' : 'Try again'}
          </button>
        </div>
      )}
      {/* eslint-disable-next-line react-hooks/static-components -- a component loaded with import() and kept in state, not made in render */}
      {open && !Panel && PanelShell && <PanelShell draft={shellDraft} onDraft={setShellDraft} onAsk={onShellAsk} onClose={close} />}
      {Panel && <Panel open={open} onClose={close} request={request} initialDraft={shellDraft} />}
    </>
  );
}
