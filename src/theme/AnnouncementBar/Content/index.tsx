// Wrapped in React.memo: the theme's content passes a new {__html} object on every render, so React 19
// re-parsed the banner through the Trusted Types sanitiser on every navigation; its props never change.
import {memo} from 'react';
import AnnouncementBarContent from '@theme-original/AnnouncementBar/Content';

export default memo(AnnouncementBarContent);
