/**
 * remark-image-alt: Docusaurus passes an image's alt text and title through escape-html into a JSX
 * attribute, which React escapes again, so "the sequencer's node" reached readers as
 * "the sequencer&#39;s node". Running after Docusaurus's own plugins, this turns escape-html's five
 * entities back into characters.
 */
import type {Root} from 'mdast';
import type {} from 'mdast-util-mdx-jsx'; // adds the MDX JSX nodes to mdast's types, for visit's test
import {visit} from 'unist-util-visit';

const ESCAPED: Record<string, string> = {'&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&'};

/** The inverse of escape-html, in one pass (so "&amp;lt;" becomes "&lt;", not "<"). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ESCAPED[entity]!);
}

export default function remarkImageAlt() {
  return (tree: Root) => {
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'] as const, (element) => {
      if (element.name !== 'img') return;
      for (const attribute of element.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
          attribute.value = unescapeHtml(attribute.value);
        }
      }
    });
  };
}
