/**
 * Keeps an error inside one feature (the search dialog, the chatbot, page feedback, the wallet
 * buttons): the feature is replaced by a short message with a way to recover, and the page around
 * it stays as it was. Without it, an error thrown while a feature renders reaches Docusaurus's
 * root boundary and the whole page is replaced by "This page crashed" (a stored conversation of
 * an unexpected shape once did that on every visit). tests/e2e/feature-boundary.spec.ts
 * throws inside each feature and checks that the article stays readable.
 *
 * React reports the caught error to the console once (its default onCaughtError); this component
 * adds no second report. "Reset" clears the feature's stored state (when it has some) and renders
 * the feature again; "Reload" reloads the page.
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
