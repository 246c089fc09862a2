// Wraps the skip link. The theme focuses <main> and removes its tabindex at once, and current
// Chromium then drops focus back to <body>; we keep tabindex until focus leaves.
import React, {type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';

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
  return (
    <div onClickCapture={focusMainContent}>
      <SkipToContent {...props} />
    </div>
  );
}
