// Wraps the skip link, for two things the theme's focus handling gets wrong:
// - The theme focuses <main> and removes its tabindex at once, and current Chromium then drops
//   focus back to <body>; we keep tabindex until focus leaves.
// - After a navigation the theme moves focus to the top of the page, even when the reader has
//   opened the search dialog while the page loaded: the dialog showed with its field unfocused,
//   and typing went nowhere (seen in CI: Ctrl+K pressed right after Enter on a hit). Our effect
//   runs after the theme's (a parent's effects run after its children's) and gives the field
//   (DocSearch's, or the light shell's while the modal loads) its focus back.
import React, {type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';
import {useLocationChange} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof SkipToContentType>;

function focusMainContent(event: MouseEvent) {
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById('__docusaurus_skipToContent_fallback');
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  useLocationChange(() => {
    document.querySelector<HTMLElement>('.DocSearch-Input, .search-shell__input')?.focus();
  });
  return (
    <div onClickCapture={focusMainContent}>
      <SkipToContent {...props} />
    </div>
  );
}
