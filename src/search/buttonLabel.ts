/**
 * The search button's `buttonAriaLabel`. DocSearch 4.7's button shows its shortcut as text ("Ctrl K",
 * or "⌘ K" on Apple devices) and names itself "Search (Control+k)": the words a reader sees are not
 * all in its name, which speech-input users say to press it (WCAG 2.5.3; axe's
 * label-content-name-mismatch). The label carries the visible keys, chosen as DocSearch chooses
 * them, once mounted (before that the button shows no keys); patches/docsearch-react.mjs puts the
 * spaces between the shown words that the bundle leaves out.
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
