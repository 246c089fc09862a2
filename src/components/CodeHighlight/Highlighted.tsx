/**
 * The theme's highlighted code block, with Prism and our extra grammars. Loaded on demand through
 * `src/lib/highlighter.ts`; the eager copy theme-classic would load on every page is removed
 * by `plugins/lazy-prism`. Registering the grammars here, before any code block renders, keeps
 * server and client output identical.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {ComponentType} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content as ComponentType<Props>;
