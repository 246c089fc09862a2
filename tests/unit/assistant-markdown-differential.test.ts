/**
 * What the chatbot's renderer shows (src/assistant/Markdown.tsx, marked's lexer) against remark-parse
 * with remark-gfm (mdast-util-from-markdown with the GFM tables and autolinks): on real answers and
 * on CommonMark edge cases, the rendered HTML holds the same blocks (kind, heading level, list order
 * and nesting, code language and text, quotes, rules, table cells) with the same text as remark's
 * tree. Headings render two levels down (h3 for #, at most h6), so remark's depth is shifted the
 * same way. Raw HTML, which remark keeps as html nodes, is compared as the text the renderer shows.
 * Known differences, left out of the corpus: named character references other than &amp; &lt;
 * &gt; &quot; &apos; show as typed, and GFM task-list boxes (`[ ]`) show as text.
 */
import {readFileSync} from 'node:fs';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {describe, expect, it, beforeAll} from 'vitest';
import type {Nodes as MdastNodes, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import Markdown from '@site/src/assistant/Markdown';
import {composeLocalAnswer} from '@site/src/assistant/engine/local';
import {findPassages} from '@site/src/assistant/engine/retrieval';
import {corpusOf} from '../support/suggested-questions';
import {fixtureRecords} from './assistant-fixture';

type Shape =
  | {kind: 'heading'; level: number; text: string}
  | {kind: 'paragraph'; text: string}
  | {kind: 'list'; ordered: boolean; start: number | null; items: Shape[][]}
  | {kind: 'code'; lang: string | null; text: string}
  | {kind: 'quote'; children: Shape[]}
  | {kind: 'rule'}
  | {kind: 'table'; rows: string[][]};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const INLINE = new Set(['code', 'strong', 'em', 'del', 'a', 'br']);

/** The text of rendered HTML as a reader sees it (a <br> is a line break). */
function shown(nodes: AnyNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.data : node.type === 'tag' ? (node.name === 'br' ? '\n' : shown(node.children)) : '')).join('');
}

/** The blocks of rendered HTML; the inline content of a tight list item is its paragraph. */
function ours(nodes: AnyNode[]): Shape[] {
  const shapes: Shape[] = [];
  let inline: AnyNode[] = [];
  const flush = () => {
    if (shown(inline).trim() !== '') shapes.push({kind: 'paragraph', text: squash(shown(inline))});
    inline = [];
  };
  for (const node of nodes) {
    if (node.type === 'text' || (node.type === 'tag' && INLINE.has(node.name))) {
      inline.push(node);
      continue;
    }
    if (node.type !== 'tag') continue;
    flush();
    const el = node as Element;
    const children = el.children;
    if (/^h[3-6]$/.test(el.name)) shapes.push({kind: 'heading', level: Number(el.name[1]), text: squash(shown(children))});
    else if (el.name === 'p') shapes.push({kind: 'paragraph', text: squash(shown(children))});
    else if (el.name === 'ul' || el.name === 'ol') {
      const ordered = el.name === 'ol';
      const items = children.filter((child): child is Element => child.type === 'tag').map((li) => ours(li.children));
      shapes.push({kind: 'list', ordered, start: ordered ? Number(el.attribs.start ?? 1) : null, items});
    } else if (el.name === 'pre') shapes.push({kind: 'code', lang: el.attribs['data-language'] ?? null, text: shown(children)});
    else if (el.name === 'blockquote') shapes.push({kind: 'quote', children: ours(children)});
    else if (el.name === 'hr') shapes.push({kind: 'rule'});
    else if (el.name === 'div') {
      const $ = load(el);
      shapes.push({kind: 'table', rows: $('tr').toArray().map((row) => $(row).children().toArray().map((cell) => squash(shown(cell.children))))});
    } else throw new Error(`no counterpart for <${el.name}>`);
  }
  flush();
  return shapes;
}

/** The text a reader sees: a hard break is a line break, an image its alt text, raw HTML its source. */
function textOf(node: MdastNodes): string {
  if (node.type === 'break') return '\n';
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function theirs(node: RootContent): Shape[] {
  switch (node.type) {
    case 'heading':
      return [{kind: 'heading', level: Math.min(node.depth + 2, 6), text: squash(textOf(node))}];
    case 'paragraph':
    case 'html':
      return [{kind: 'paragraph', text: squash(textOf(node))}];
    case 'list':
      return [{kind: 'list', ordered: Boolean(node.ordered), start: node.ordered ? (node.start ?? 1) : null, items: node.children.map((item) => item.children.flatMap(theirs))}];
    case 'code':
      return [{kind: 'code', lang: node.lang ?? null, text: node.value}];
    case 'blockquote':
      return [{kind: 'quote', children: node.children.flatMap(theirs)}];
    case 'thematicBreak':
      return [{kind: 'rule'}];
    case 'table':
      return [{kind: 'table', rows: node.children.map((row) => row.children.map((cell) => squash(textOf(cell))))}];
    default:
      throw new Error(`no counterpart for mdast ${node.type}: keep it out of the corpus`);
  }
}

const remark = unified().use(remarkParse).use(remarkGfm);
const reference = (text: string) => remark.parse(text).children.flatMap(theirs);
const parsed = (text: string) => {
  const $ = load(renderToStaticMarkup(createElement(Markdown, {text})), null, false);
  return ours($.root().children().first().contents().toArray());
};

/** Answers the local engine gives to the reader questions of tests/relevance/questions.json. */
async function localAnswers(): Promise<string[]> {
  const {questions} = JSON.parse(readFileSync(new URL('../relevance/questions.json', import.meta.url), 'utf8')) as {questions: {q: string}[]};
  const corpus = corpusOf(fixtureRecords());
  return Promise.all(questions.map(async ({q}) => composeLocalAnswer(await findPassages(corpus, q)).text));
}

/** Answers as an OpenAI-compatible model writes them (the shapes the hosted e2e tests stream). */
const MODEL_ANSWERS = [
  [
    '## Bridging USDC',
    '',
    'To bridge **USDC** from Ethereum, use the [Etherlink bridge](https://bridge.etherlink.com) or a third-party bridge:',
    '',
    '1. Connect your wallet.',
    '2. Choose *Ethereum* as the source and `Etherlink` as the destination.',
    '3. Approve and confirm.',
    '',
    'See https://docs.etherlink.com/bridging/bridging-evm for the details.',
  ].join('\n'),
  [
    'Deploy with Hardhat:',
    '',
    '```bash',
    'npx hardhat ignition deploy ./ignition/modules/Marketpulse.ts --network etherlinkShadownet',
    '```',
    '',
    '| Network | Chain ID |',
    '| --- | ---: |',
    '| Mainnet | `42793` |',
    '| Shadownet | 127823 |',
    '',
    '> **Note:** the faucet gives testnet XTZ only.',
    '',
    '---',
    '',
    '- Hardhat',
    '  - with viem',
    '- Foundry',
  ].join('\n'),
  'The fee has two parts:\n\n* the execution fee\n* the inclusion fee, paid to the sequencer\n\nSources: [Fees](/network/fees)',
  '### Why did my transaction fail?\n\nA `nonce too low` error means that the nonce was used.  \nSend again with the next nonce.',
];

/** CommonMark edge cases the parser must read as CommonMark does. */
const EDGE_CASES = [
  '# H1\n## H2\n###### H6\n####### not a heading',
  '#hashtag is text',
  'Setext headings are\n===\nparagraphs here',
  '***\n---\n___\n- - -',
  '```\nno language\n```',
  '~~~python\nprint(1)\n~~~',
  '````\n```\nnested fence\n```\n````',
  '```js\nunclosed fence',
  '   ```\n   indented fence\n   ```',
  '> quote\ncontinued lazily\n\n> > nested quote',
  '> - a list\n> - in a quote',
  '- a\n- b\n\n- c loose',
  '1. one\n1. two\n1. three',
  '3) three\n4) four',
  '- a\n\n  second paragraph of a\n- b',
  '- a\n  - b\n    - c',
  '1. a\n   ```\n   code in an item\n   ```',
  '- one\n* two: another bullet starts a new list',
  'para\n- list right after a paragraph',
  'a \\*literal\\* and \\_escaped\\_ text',
  'Code `with *stars*` and ``double ` tick``',
  'Links: [text](https://example.com "title"), <https://example.com/auto>, www.example.com.',
  '![alt text](https://example.com/a.png)',
  '**bold** __bold__ *em* _em_ ***both***',
  'snake_case_word and 2*3*4',
  '*unclosed emphasis and [unclosed link',
  'a line  \nwith a hard break and a\\\nbackslash break',
  '<div>raw html</div>\n\ntext with <b>inline html</b>',
  '| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |',
  '| no outer pipes\n| --- |\n| one',
  'a | b\n--|--\n1 | 2',
  '| a | b |\n| - | - |\n| with \\| escaped | x |',
  'Setext level two\n---\nafter it',
  'para\n2. an ordered item not at 1 does not interrupt a paragraph',
  '*foo*bar **foo* _foo_bar',
  '10. ten\n11. eleven',
  'Trailing hashes ## are text\n\n## Closed heading ##',
  'para\n\n    indented code\n    block',
  'References: &amp; &lt;b&gt; &#42; &#x5B; ~~struck~~',
];

describe('the chatbot Markdown renderer shows what remark reads', () => {
  let answers: string[] = [];
  beforeAll(async () => {
    answers = await localAnswers();
  }, 60_000);

  it('on the local answers to every reader question of the relevance set', () => {
    expect(answers.length).toBeGreaterThan(80);
    for (const answer of answers) expect(parsed(answer), answer).toEqual(reference(answer));
  });

  it.each(MODEL_ANSWERS.map((text, i) => [i + 1, text] as const))('on model answer %i', (_i, text) => {
    expect(parsed(text)).toEqual(reference(text));
  });

  it.each(EDGE_CASES.map((text) => [JSON.stringify(text), text] as const))('on %s', (_name, text) => {
    expect(parsed(text)).toEqual(reference(text));
  });
});
