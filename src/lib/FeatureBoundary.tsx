/**
 * Keeps an error inside one feature (search dialog, chatbot, page feedback, wallet buttons): the
 * feature gives way to a short message with Reset (clears its stored state, renders it again) and
 * Reload, and the page stays. Without it, Docusaurus's root boundary replaced the whole page with
 * "This page crashed" (a stored conversation of an unexpected shape once did, on every visit).
 * tests/e2e/feature-boundary.spec.ts throws inside each feature. React reports the error once.
 */
import React, {Component, type ReactNode} from 'react';
import {localStorageOrNull, removeItem} from './storage';
import styles from './FeatureBoundary.module.css';

export interface FeatureBoundaryProps {
  /** What the reader calls the feature, in a sentence: "Search", "The chatbot". */
  name: string;
  /** localStorage keys of the feature's stored state, cleared by Reset. */
  storageKeys?: () => readonly string[];
  /** Where the message shows (the chatbot's sits where its tab was). */
  className?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export default class FeatureBoundary extends Component<FeatureBoundaryProps, State> {
  state: State = {failed: false};

  static getDerivedStateFromError(): State {
    return {failed: true};
  }

  private reset = () => {
    const storage = localStorageOrNull();
    for (const key of this.props.storageKeys?.() ?? []) removeItem(storage, key);
    this.setState({failed: false});
  };

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const {name, storageKeys, className} = this.props;
    return (
      <div role="alert" className={[styles.failure, className].filter(Boolean).join(' ')} data-feature-failure="">
        <p>
          {name} stopped working because of an error.{' '}
          {storageKeys ? 'Reset clears what it saved in this browser and starts it again.' : 'Try again, or reload the page.'}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" onClick={this.reset}>
            {storageKeys ? 'Reset' : 'Try again'}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </div>
    );
  }
}
