import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkImageAlt, {unescapeHtml} from './index';

describe('remark-image-alt', () => {
  it('is the inverse of escape-html, in one pass', () => {
    expect(unescapeHtml('the sequencer&#39;s node')).toBe("the sequencer's node");
    expect(unescapeHtml('&quot;a&quot; &lt;b&gt; &amp; c')).toBe('"a" <b> & c');
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
  });

  it("restores the alt and title of Docusaurus's image elements, and nothing else", () => {
    const img = {
      type: 'mdxJsxTextElement',
      name: 'img',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'alt', value: 'the sequencer&#39;s node'},
        {type: 'mdxJsxAttribute', name: 'title', value: 'A &amp; B'},
        {type: 'mdxJsxAttribute', name: 'src', value: 'a&amp;b.svg'},
      ],
      children: [],
    };
    const other = {type: 'mdxJsxTextElement', name: 'abbr', attributes: [{type: 'mdxJsxAttribute', name: 'title', value: 'A &amp; B'}], children: []};
    const tree = {type: 'root', children: [{type: 'paragraph', children: [img, other]}]} as unknown as Root;
    remarkImageAlt()(tree);
    expect(img.attributes.map((a) => a.value)).toEqual(["the sequencer's node", 'A & B', 'a&amp;b.svg']);
    expect(other.attributes[0]!.value).toBe('A &amp; B');
  });
});
