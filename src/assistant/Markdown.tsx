/**
 * Renders an answer's Markdown as React elements, from the data tree of engine/markdown.ts. No HTML
 * string is ever injected: raw HTML in an answer shows as text. Links have passed safeHref and
 * open in a new tab without referrer. While an answer streams in, each update parses only the
 * new text (MarkdownStream) and React skips the blocks that did not change.
 */
import React, {memo, useMemo, useState, type ReactNode} from 'react';
import {MarkdownStream, MAX_MARKDOWN_CHARS, type Block, type Inline} from './engine/markdown';

export function renderInline(nodes: Inline[], key = ''): ReactNode[] {
  return nodes.map((node, i) => {
    const k = `${key}.${i}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={k}>{node.text}</code>;
      case 'strong':
        return <strong key={k}>{renderInline(node.children, k)}</strong>;
      case 'em':
        return <em key={k}>{renderInline(node.children, k)}</em>;
      case 'break':
        return <br key={k} />;
      case 'link':
        return (
          // eslint-disable-next-line @docusaurus/no-html-links -- a link in a model's answer can point anywhere; it opens in a new tab
          <a key={k} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children, k)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, key: string, tight = false): ReactNode {
  switch (block.type) {
    case 'heading': {
      // Answers sit under the panel's h2: their headings start at h3.
      const Tag = `h${Math.min(block.level + 2, 6)}` as 'h3';
      return <Tag key={key}>{renderInline(block.children, key)}</Tag>;
    }
    case 'paragraph':
      return tight ? (
        <React.Fragment key={key}>{renderInline(block.children, key)}</React.Fragment>
      ) : (
        <p key={key}>{renderInline(block.children, key)}</p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={`${key}.${i}`}>{item.map((child, j) => renderBlock(child, `${key}.${i}.${j}`, block.tight))}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'code':
      return (
        <pre key={key} tabIndex={0} data-language={block.lang || undefined}>
          <code>{block.text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks(block.children, key)}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'table':
      return (
        <div key={key} className="chatbot-table">
          <table>
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i}>{renderInline(cell, `${key}.h${i}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>{renderInline(cell, `${key}.${r}.${c}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function renderBlocks(blocks: Block[], key: string): ReactNode[] {
  return blocks.map((block, i) => renderBlock(block, `${key}.${i}`));
}

/** A finished block keeps its object from one update to the next, so it renders once. */
const BlockView = memo(function BlockView({block, id}: {block: Block; id: string}): ReactNode {
  return renderBlock(block, id);
});

export default function Markdown({text, className}: {text: string; className?: string}): ReactNode {
  const [stream] = useState(() => new MarkdownStream());
  const blocks = useMemo(() => stream.update(text), [stream, text]);
  return (
    <div className={className}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} id={`md.${i}`} />
      ))}
      {text.length > MAX_MARKDOWN_CHARS && <p>…</p>}
    </div>
  );
}
