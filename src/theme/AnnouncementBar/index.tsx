// Wraps the theme's bar to fix one case: when the announcement id changes, the theme resets the
// dismissal but the pre-paint attribute from the previous visit still hides the bar with CSS.
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
