/**
 * The search button's `buttonAriaLabel`. DocSearch 4.7's button shows "Ctrl K" (or "⌘ K" on Apple
 * devices) but is named "Search (Control+k)": speech-input users say the words they see (WCAG 2.5.3;
 * axe: label-content-name-mismatch). The label has the visible keys, chosen as DocSearch does, once
 * mounted (before, no keys show); patches/docsearch-react.mjs puts spaces between the shown words.
 */
import {useEffect, useState} from 'react';

export function useSearchButtonLabel(): string {
  const [label, setLabel] = useState('Search');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the platform is known only in the browser, after hydration
    setLabel(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? 'Search ⌘ K' : 'Search Ctrl K');
  }, []);
  return label;
}
