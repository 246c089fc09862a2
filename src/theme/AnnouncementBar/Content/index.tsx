// Wrapped in React.memo: the theme's bar content sets its HTML with dangerouslySetInnerHTML and a
// new {__html} object on every render, and React 19 writes innerHTML again whenever that object
// changes, so every navigation (even a TOC link) re-parsed the banner, through the Trusted Types
// default policy's sanitiser. Its props (a class name) do not change, so it renders once.
import {memo} from 'react';
import AnnouncementBarContent from '@theme-original/AnnouncementBar/Content';

export default memo(AnnouncementBarContent);
