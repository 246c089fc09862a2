/**
 * Renders an answer's Markdown as React elements, from the tokens of marked's lexer (GFM). Nothing
 * is ever inserted as HTML: raw HTML in an answer shows as the text it is, and a link whose address
 * fails safeHref shows as its source. Links open in a new tab without referrer.
 * Answers come from a model and can be hostile, and marked is superlinear on a few shapes (a run of
 * `*a_`, `!` or backticks, deep quotes), so the answer is first bounded as Ask AI's are
 * (src/search/hosted/askAiMarkdown.ts): the slowest hostile answer of tests/unit/assistant-markdown.test.ts
 * (50,000 `[`) renders in 36 ms on a loaded machine, where micromark took seconds.
 * While an answer streams in, each update bounds and lexes the whole answer again (10.6 ms at 50,000
 * characters of ordinary Markdown) and React skips the blocks whose source did not change.
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import {Lexer, type Token, type Tokens} from 'marked';
import {BOUNDED_NOTE, boundMarkdown} from '@site/src/search/hosted/askAiMarkdown';
import {safeHref} from './engine/links';

/** Answers longer than this are cut before lexing (a model that runs away, or a hostile one). */
export const MAX_MARKDOWN_CHARS = 50_000;

const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/**
 * The text a reader sees: marked keeps character references as typed (an HTML renderer leaves them
 * to the browser), and the bound writes markers past its limits as references (`&#42;`), in code
 * too: code shows them decoded, so a contract ABI past the bound still reads as written.
 */
function decode(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g, (source, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name]!;
    const code = dec ? parseInt(dec, 10) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : source;
  });
}

function renderInline(tokens: Token[], key: string): ReactNode[] {
  return tokens.map((token, i) => {
    const k = `${key}.${i}`;
    switch (token.type) {
      case 'text':
        return 'tokens' in token && token.tokens ? renderInline(token.tokens, k) : decode(token.text as string);
      case 'escape':
      case 'html':
        return token.text as string;
      case 'codespan':
        return <code key={k}>{decode(token.text as string)}</code>;
      case 'strong':
        return <strong key={k}>{renderInline(token.tokens!, k)}</strong>;
      case 'em':
        return <em key={k}>{renderInline(token.tokens!, k)}</em>;
      case 'del':
        return <del key={k}>{renderInline(token.tokens!, k)}</del>;
      case 'br':
        return <br key={k} />;
      case 'link':
      case 'image': {
        // An image shows as a link to it, with its alt text. A bare www. address goes over HTTPS
        // (marked writes http://).
        const href = safeHref(token.raw.startsWith('www.') ? `https://${token.raw}` : (token.href as string));
        if (href === null) return token.raw;
        return (
          // eslint-disable-next-line @docusaurus/no-html-links -- a link in a model's answer can point anywhere; it opens in a new tab
          <a key={k} href={href} target="_blank" rel="noopener noreferrer">
            {token.type === 'image' ? decode(token.text as string) : renderInline(token.tokens!, k)}
          </a>
        );
      }
      default:
        return null;
    }
  });
}

function renderBlock(token: Token, key: string, loose = false): ReactNode {
  switch (token.type) {
    case 'heading': {
      // Answers sit under the panel's h2: their headings start at h3.
      const Tag = `h${Math.min((token as Tokens.Heading).depth + 2, 6)}` as 'h3';
      return <Tag key={key}>{renderInline(token.tokens!, key)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(token.tokens!, key)}</p>;
    case 'text':
      // The text of a list item: a paragraph only in a loose list (items apart by blank lines).
      return loose ? <p key={key}>{renderInline([token], key)}</p> : <React.Fragment key={key}>{renderInline([token], key)}</React.Fragment>;
    case 'html':
      return <p key={key}>{(token.text as string).trimEnd()}</p>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => (
        <li key={i}>
          {item.task && (item.checked ? '[x] ' : '[ ] ')}
          {item.tokens.map((child, j) => renderBlock(child, `${key}.${i}.${j}`, item.loose))}
        </li>
      ));
      return list.ordered ? (
        <ol key={key} start={list.start === 1 ? undefined : Number(list.start)}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'code': {
      const lang = /^\S*/.exec((token as Tokens.Code).lang ?? '')![0].toLowerCase();
      return (
        <pre key={key} tabIndex={0} data-language={lang || undefined}>
          <code>{decode(token.text as string)}</code>
        </pre>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{token.tokens!.map((child, i) => renderBlock(child, `${key}.${i}`))}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <div key={key} className="chatbot-table">
          <table>
            <thead>
              <tr>
                {table.header.map((cell, i) => (
                  <th key={i}>{renderInline(cell.tokens, `${key}.h${i}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>{renderInline(cell.tokens, `${key}.${r}.${c}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    default:
      // Blank lines ('space') and link definitions ('def') show nothing.
      return null;
  }
}

/**
 * A block renders again only when its source or the answer's link definitions changed (a
 * reference link reads its address from a definition further down).
 */
const BlockView = memo(
  function BlockView({token, id}: {token: Token; id: string; links: string}): ReactNode {
    return renderBlock(token, id);
  },
  (before, after) => before.token.raw === after.token.raw && before.links === after.links && before.id === after.id,
);

/** The tokens of an answer, cut at MAX_MARKDOWN_CHARS and bounded; `bounded` when a marker was shown as text. */
function lexAnswer(text: string): {tokens: Token[]; links: string; bounded: boolean} {
  const {text: source, bounded} = boundMarkdown(text.slice(0, MAX_MARKDOWN_CHARS));
  const tokens = new Lexer({gfm: true}).lex(source);
  return {tokens, links: JSON.stringify(tokens.links), bounded};
}

export default function Markdown({text, className}: {text: string; className?: string}): ReactNode {
  const {tokens, links, bounded} = useMemo(() => lexAnswer(text), [text]);
  return (
    <div className={className}>
      {tokens.map((token, i) => (
        <BlockView key={i} token={token} id={`md.${i}`} links={links} />
      ))}
      {text.length > MAX_MARKDOWN_CHARS && <p>…</p>}
      {bounded && (
        <p>
          <em>{BOUNDED_NOTE}</em>
        </p>
      )}
    </div>
  );
}
