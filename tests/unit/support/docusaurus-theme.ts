/**
 * Stand-ins for the Docusaurus modules our components import, for rendering them with
 * react-dom/server in unit tests (`vi.mock('@theme/Admonition', …)`). They emit the same HTML
 * structure and classes as the theme in a real build (see a built page), so the Markdown
 * converter meets here what it meets in build/.
 */
import {Children, createElement as h, isValidElement, type ReactElement, type ReactNode} from 'react';

type AnyProps = Record<string, unknown> & {children?: ReactNode};

/** @docusaurus/Link: an <a>; external links open in a new tab, as the real one does. */
export function Link({to, href, children, ...rest}: AnyProps): ReactNode {
  const target = String(to ?? href ?? '');
  const external = /^https?:\/\//.test(target);
  return h('a', {href: target, ...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {}), ...rest}, children);
}

/** @theme/Heading: the heading with its "#" hash link. */
export function Heading({as, id, children}: AnyProps): ReactNode {
  return h(
    String(as),
    {id, className: 'anchor anchorTargetHideOnScrollNavbar_vjPI'},
    children,
    h('a', {href: `#${String(id)}`, className: 'hash-link', 'aria-label': `Direct link to ${String(id)}`}, '\u200b'),
  );
}

/** @theme/Admonition: heading (icon + title, the type when no title) then content. */
export function Admonition({type = 'note', title, children}: AnyProps): ReactNode {
  return h(
    'div',
    {className: `theme-admonition theme-admonition-${String(type)} admonition_xJq3 alert alert--secondary`},
    h('div', {className: 'admonitionHeading_Gvgb'}, h('span', {className: 'admonitionIcon_Rf37'}, h('svg', {viewBox: '0 0 16 16'})), (title as ReactNode) ?? String(type)),
    h('div', {className: 'admonitionContent_BuS1'}, children),
  );
}

/** @theme/CodeBlock: Prism lines, each ending with <br>, an optional title, and the copy button. */
export function CodeBlock({language = 'text', title, children}: AnyProps): ReactNode {
  const lines = String(children).replace(/\n$/, '').split('\n');
  return h(
    'div',
    {className: `language-${String(language)} codeBlockContainer_Ckt0 theme-code-block`},
    title ? h('div', {className: 'codeBlockTitle_OeMC'}, title as ReactNode) : null,
    h(
      'div',
      {className: 'codeBlockContent_QJqH'},
      h(
        'pre',
        {tabIndex: 0, className: `prism-code language-${String(language)} codeBlock_bY9V thin-scrollbar`},
        h(
          'code',
          {className: 'codeBlockLines_e6Vv'},
          lines.map((line, i) => h('span', {key: i, className: 'token-line'}, h('span', {className: 'token plain'}, line), h('br'))),
        ),
      ),
      h('div', {className: 'buttonGroup__atx'}, h('button', {type: 'button', 'aria-label': 'Copy code to clipboard', title: 'Copy'}, 'Copy')),
    ),
  );
}

export function TabItem({children}: AnyProps): ReactNode {
  return children;
}

/** @theme/Tabs: the tab list, then every panel; only the default one is visible. */
export function Tabs({children}: AnyProps): ReactNode {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<AnyProps>[];
  const selected = Math.max(0, items.findIndex((item) => item.props.default));
  return h(
    'div',
    {className: 'theme-tabs-container tabs-container tabList__CuJ'},
    h(
      'ul',
      {role: 'tablist', className: 'tabs'},
      items.map((item, i) =>
        h('li', {key: i, role: 'tab', tabIndex: i === selected ? 0 : -1, 'aria-selected': i === selected, className: 'tabs__item'}, item.props.label as ReactNode),
      ),
    ),
    h(
      'div',
      {className: 'margin-top--md'},
      items.map((item, i) => h('div', {key: i, role: 'tabpanel', className: 'tabItem_Ymn6', hidden: i !== selected}, item.props.children)),
    ),
  );
}

export const siteConfig = {url: 'https://docs.etherlink.com', baseUrl: '/', customFields: {}};
