/**
 * src/search/hosted/askAiMarkdown.ts: what makes DocSearch's Markdown renderer slow is bounded, a stream
 * gives the same output in any split, and answers a reader would read pass unchanged. The
 * renderer's time is measured with `marked`, the renderer DocSearch bundles.
 */
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {marked} from 'marked';
import {MARKDOWN_BOUNDS, MarkdownBounder, boundMarkdown} from '@site/src/search/hosted/askAiMarkdown';

const hostile = {
  'emphasis runs': '*a_'.repeat(20_000),
  'quotes 30,000 deep': '> '.repeat(30_000),
  'a bracket run': '['.repeat(60_000),
  'lists 30,000 deep': '- '.repeat(30_000),
  'numbered lists 20,000 deep': '1. '.repeat(20_000),
  // Unbounded, 3.3 s, 0.85 s and 0.6 s to lex: marked scans to the end of the word from each marker.
  'a run of !': '!'.repeat(48_000),
  'code span openers': '`a'.repeat(24_000),
  'strikethrough openers': '~~a '.repeat(12_000),
};

/** The fastest of `runs` renders: a loaded machine can pause any one run (655 ms once, at load 10). */
function renderMs(text: string, runs = 1): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    marked.parse(text);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('Markdown bounds for Ask AI answers', () => {
  it('leaves ordinary Markdown as it is', () => {
    const text = '# Bridging\n\n> A quote\n> > nested\n\n- one\n  - two\n1. first\n2) second\n\n**bold** _it_ [link](https://docs.etherlink.com) `a*b`\n\n---\n\\*not emphasis\\* 2024 was\n';
    expect(boundMarkdown(text)).toEqual({text, bounded: false});
  });

  for (const [name, text] of Object.entries(hostile)) {
    // 10-50 ms alone on the machine; the margin is for a loaded machine. The e2e tests hold DocSearch to 200 ms.
    it(`${name}: bounded, and rendered in under 500 ms`, () => {
      const bounded = boundMarkdown(text);
      expect(bounded.bounded).toBe(true);
      expect(renderMs(bounded.text, 3)).toBeLessThan(500);
    });
  }

  // A tenth of the emphasis answer: 320-980 ms alone on the machine (it grows with the square).
  it('without the bounds, the same shapes are slow or overflow the stack (what the bounds are for)', {timeout: 60_000}, () => {
    expect(renderMs('*a_'.repeat(2_000))).toBeGreaterThan(200);
    expect(() => marked.parse('> '.repeat(30_000))).toThrow(RangeError);
  });

  it('keeps 200 emphasis markers and brackets per paragraph, and counts again after a blank line', () => {
    const run = `a${'*'.repeat(MARKDOWN_BOUNDS.markersPerParagraph + 1)}`;
    expect(boundMarkdown(run).text).toBe(`a${'*'.repeat(200)}\n\n&#42;`);
    expect(boundMarkdown(`${run}_[`).text).toBe(`a${'*'.repeat(200)}\n\n&#42;&#95;[`);
    expect(boundMarkdown(`${'['.repeat(200)}\n\n${'['.repeat(200)}`).bounded).toBe(false);
    expect(boundMarkdown(`${'['.repeat(200)}\n${'['.repeat(1)}`).text.endsWith('&#91;')).toBe(true);
  });

  it('keeps 16 levels of quotes and lists, and shows deeper text at level 16', () => {
    expect(boundMarkdown(`${'> '.repeat(30)}deep`).text).toBe(`${'> '.repeat(16)}deep`);
    expect(boundMarkdown(`${'- '.repeat(17)}deep`).text).toBe(`${'- '.repeat(16)}deep`);
    expect(boundMarkdown(`${'> '.repeat(16)}- > * + text`).text).toBe(`${'> '.repeat(16)}text`);
    expect(boundMarkdown('1. '.repeat(17)).text).toBe(`${'1. '.repeat(16)}1\\. `);
    expect(boundMarkdown(`${'> '.repeat(16)}x\n${'> '.repeat(16)}y`).bounded).toBe(false);
  });

  it('leaves a top-level fenced code block as written up to 1,000 markers, and bounds the same text outside a fence', () => {
    const abi = Array.from({length: 150}, (_, i) => `  {"inputs": [{"name": "a_${i}", "type": "uint256[]"}], "outputs": []},`).join('\n');
    const fenced = `Here is the ABI:\n\n\`\`\`json\n[\n${abi}\n]\n\`\`\`\n`;
    expect(boundMarkdown(fenced)).toEqual({text: fenced, bounded: false});
    expect(boundMarkdown(abi).bounded).toBe(true);
    // A "fence" the renderer reads as HTML text still gets the bound for code.
    expect(boundMarkdown(`<div>\n\`\`\`\n\n${'*a_'.repeat(20_000)}`).text).toContain('&#42;');
    // Indented, inside a quote, or with a backtick in its info string: not a fence, bounded as text.
    for (const opener of ['    ```', '> ```', '```a`b']) expect(boundMarkdown(`${opener}\n${'['.repeat(300)}`).bounded).toBe(true);
  });

  it('fuzz: any split of a text gives the same output as the whole (seeded, 500 runs)', () => {
    const alphabet = fc.constantFrom('*', '_', '[', ']', '>', '-', '+', '1', '.', ')', ' ', '\t', '\n', '\\', 'a', '`', '```', '~~~');
    fc.assert(
      fc.property(fc.array(alphabet, {maxLength: 2_000}), fc.array(fc.nat(2_000), {maxLength: 20}), (chars, cuts) => {
        const text = chars.join('');
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const bounder = new MarkdownBounder();
        let out = '';
        let from = 0;
        for (const point of [...points, text.length]) {
          out += bounder.push(text.slice(from, point));
          from = point;
        }
        expect(out).toBe(boundMarkdown(text).text);
      }),
      {seed: 41_002, numRuns: 500},
    );
  });
});
