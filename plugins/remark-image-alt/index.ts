/**
 * remark-image-alt: undoes a double escape in Docusaurus's image transform.
 *
 * Docusaurus turns `![alt](/img/x.svg)` into an MDX JSX `<img>` and passes the alt text (and the
 * title) through escape-html on the way, but a JSX attribute value is already plain text that
 * React escapes itself. So "the sequencer's node" reached readers and screen readers as
 * "the sequencer&#39;s node". This runs after Docusaurus's own plugins (site `remarkPlugins`
 * do) and turns the five entities escape-html writes back into their characters.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

const ESCAPED: Record<string, string> = {'&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&'};

/** The inverse of escape-html, in one pass (so "&amp;lt;" becomes "&lt;", not "<"). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ESCAPED[entity]!);
}

export default function remarkImageAlt() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return;
      const element = node as MdxJsxTextElement | MdxJsxFlowElement;
      if (element.name !== 'img') return;
      for (const attribute of element.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
          attribute.value = unescapeHtml(attribute.value);
        }
      }
    });
  };
}
