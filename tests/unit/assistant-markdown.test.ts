import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Markdown, {MAX_MARKDOWN_CHARS} from '@site/src/assistant/Markdown';
import {BOUNDED_NOTE} from '@site/src/search/hosted/askAiMarkdown';
import {safeHref} from '@site/src/assistant/engine/links';

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, {text}));

describe('safeHref', () => {
  it('keeps http(s), mailto and relative addresses', () => {
    expect(safeHref('https://docs.etherlink.com/bridging/')).toBe('https://docs.etherlink.com/bridging/');
    expect(safeHref('http://example.com/a b')).toBe('http://example.com/a%20b');
    expect(safeHref('mailto:docs@example.com')).toBe('mailto:docs@example.com');
    expect(safeHref('/bridging/bridging-fa#which-fa-tokens-you-can-bridge')).toBe('/bridging/bridging-fa#which-fa-tokens-you-can-bridge');
    expect(safeHref('../network/fees')).toBe('../network/fees');
    expect(safeHref('#top')).toBe('#top');
  });

  it('does not double-encode existing escapes, and encodes a stray percent', () => {
    expect(safeHref('https://x.com/a%20b?q=1%')).toBe('https://x.com/a%20b?q=1%25');
  });

  it('refuses javascript:, data:, vbscript: and file: in any disguise', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd']) {
      expect(safeHref(href), href).toBeNull();
    }
  });

  it('refuses an address that cannot be encoded', () => {
    expect(safeHref('https://example.com/\uD800')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('Markdown parsing', () => {
  it('parses headings, paragraphs, lists, code blocks and quotes', () => {
    expect(html('# Title\n\nSome *text* and **bold**.\n\n- one\n- two\n  - nested\n\n1. first\n2. second\n\n```bash\nnpm i\n```\n\n> quoted')).toBe(
      '<div><h3>Title</h3><p>Some <em>text</em> and <strong>bold</strong>.</p><ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul>' +
        '<ol><li>first</li><li>second</li></ol><pre tabindex="0" data-language="bash"><code>npm i</code></pre><blockquote><p>quoted</p></blockquote></div>',
    );
  });

  it('keeps an unclosed code fence (a stream cut mid-way) as code', () => {
    expect(html('```js\nconst a = 1;')).toBe('<div><pre tabindex="0" data-language="js"><code>const a = 1;</code></pre></div>');
  });

  it('links a bare www. address over HTTPS', () => {
    expect(html('See www.etherlink.com for more.')).toBe(`<div><p>See <a href="https://www.etherlink.com" ${LINK}>www.etherlink.com</a> for more.</p></div>`);
  });

  it('parses inline code, emphasis, links and bare URLs', () => {
    expect(html('Run `forge build` on [Etherlink](https://etherlink.com), see https://docs.etherlink.com.')).toBe(
      `<div><p>Run <code>forge build</code> on <a href="https://etherlink.com" ${LINK}>Etherlink</a>, see <a href="https://docs.etherlink.com" ${LINK}>https://docs.etherlink.com</a>.</p></div>`,
    );
    expect(html('snake_case_name stays')).toBe('<div><p>snake_case_name stays</p></div>');
    // CommonMark: the inner pair is the strong one.
    expect(html('***both***')).toBe('<div><p><em><strong>both</strong></em></p></div>');
  });

  it('shows character references as the characters they stand for', () => {
    expect(html('a &amp; b &#42; &#x5B; `&#91;`')).toBe('<div><p>a &amp; b * [ <code>[</code></p></div>');
  });
});

describe('Markdown rendering is sanitised', () => {
  it('shows raw HTML, script tags and event handlers as text', () => {
    const out = html('Hello <script>alert(1)</script> <img src=x onerror="alert(1)"> <b onclick="x()">bold</b>');
    expect(out).not.toMatch(/<script|<img|<b /);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('renders javascript: and data: links as plain text', () => {
    const out = html('[click](javascript:alert(1)) and [pic](data:text/html;base64,AAAA) and <javascript:alert(2)>');
    expect(out).not.toContain('<a');
    expect(out).toContain('[click](javascript:alert(1))');
  });

  it('renders a link whose address cannot be encoded as plain text', () => {
    const out = html('[bad](https://example.com/\uD800)');
    expect(out).not.toContain('<a');
    expect(out).toContain('[bad]');
  });

  it('opens links in a new tab without referrer', () => {
    expect(html('[Bridging](/bridging/)')).toBe(
      '<div><p><a href="/bridging/" target="_blank" rel="noopener noreferrer">Bridging</a></p></div>',
    );
  });

  it('renders images as links to them, never as images', () => {
    const out = html('![diagram](https://example.com/a.png)');
    expect(out).not.toContain('<img');
    expect(out).toContain('<a href="https://example.com/a.png" target="_blank" rel="noopener noreferrer">diagram</a>');
  });

  it('renders headings below the panel title, lists, code and tables', () => {
    const out = html('## Tools\n\n- **Hardhat**\n- *Foundry*\n\n```sol\ncontract A {}\n```\n\n| a | b |\n| - | - |\n| `1` | 2 |');
    expect(out).toContain('<h4>Tools</h4>');
    expect(out).toContain('<ul><li><strong>Hardhat</strong></li><li><em>Foundry</em></li></ul>');
    expect(out).toContain('<pre tabindex="0" data-language="sol"><code>contract A {}</code></pre>');
    expect(out).toContain('<th>a</th>');
    expect(out).toContain('<td><code>1</code></td>');
  });
});

describe('Markdown parsing is linear in the input', {timeout: 60_000}, () => {
  // Hostile answers of n and 4n characters (4n stays under MAX_MARKDOWN_CHARS, which would cut it).
  const N = 12_000;
  const hostile: Record<string, (size: number) => string> = {
    'a run of *': (size) => '*'.repeat(size),
    'a run of _': (size) => '_'.repeat(size),
    'a run of [': (size) => '['.repeat(size),
    'a run of backticks': (size) => '`'.repeat(size),
    'backtick runs of every length': (size) => Array.from({length: Math.sqrt(2 * size)}, (_, i) => `${'`'.repeat(i + 1)}x`).join(' ').slice(0, size),
    'nested emphasis openers': (size) => '*a **b _c '.repeat(size / 10),
    'alternating * and _': (size) => '*_'.repeat(size / 2),
    'unclosed links': (size) => '[a]('.repeat(size / 4),
    'links without addresses': (size) => '[a] '.repeat(size / 4),
    'one line each': (size) => 'a\n'.repeat(size / 2),
    // marked reads each of these with a scan to the end of the word (seconds, unbounded).
    'a run of !': (size) => '!'.repeat(size),
    'code span openers': (size) => '`a'.repeat(size / 2),
    'strikethrough openers': (size) => '~~a '.repeat(size / 4),
    'a run of backslashes': (size) => '\\'.repeat(size),
  };

  /** CPU time, not wall time, so that other processes on a busy machine weigh less. */
  function cpuMs(work: () => void, reps: number): number {
    const start = process.cpuUsage();
    for (let rep = 0; rep < reps; rep++) work();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  }
  /**
   * time(4n) / time(n): about 4 for a linear parser, about 16 for a quadratic one. Each time is the
   * best of a few runs, small and large interleaved, and each run repeats the parse until the
   * n-sized one takes at least 20 ms, far above the clock's resolution. A busy machine (another test
   * file's garbage collection, a CPU burner) only ever adds time, so the smallest ratio of up to
   * three measurements is the estimate: a superlinear parser stays over the limit in all three,
   * as the quadratic scan below shows.
   */
  const LIMIT = 8;
  function growthOnce(parse: (text: string) => unknown, input: (size: number) => string, runs: number, n: number): number {
    const small = input(n);
    const large = input(4 * n);
    parse(large); // compiles the code on its path
    let reps = 1;
    while (cpuMs(() => parse(small), reps) < 20) reps *= 2;
    let bestSmall = Infinity;
    let bestLarge = Infinity;
    for (let run = 0; run < runs; run++) {
      bestSmall = Math.min(bestSmall, cpuMs(() => parse(small), reps));
      bestLarge = Math.min(bestLarge, cpuMs(() => parse(large), reps));
    }
    return bestLarge / bestSmall;
  }
  function growth(parse: (text: string) => unknown, input: (size: number) => string, n = N, runs = 3): number {
    let ratio = Infinity;
    for (let attempt = 0; attempt < 3 && ratio >= LIMIT; attempt++) ratio = Math.min(ratio, growthOnce(parse, input, runs, n));
    return ratio;
  }
  const render = (text: string) => renderToStaticMarkup(createElement(Markdown, {text}));

  for (const [name, input] of Object.entries(hostile)) {
    it(`${name}: 4 times the text takes less than 8 times the time`, () => {
      expect(input(4 * N).length).toBeLessThanOrEqual(MAX_MARKDOWN_CHARS);
      expect(growth(render, input)).toBeLessThan(LIMIT);
    });
  }

  it('the same measure tells a quadratic parser from a linear one', () => {
    // Looks back over the whole text read so far at every character, as a naive closer search does.
    const quadratic = (text: string) => {
      let found = 0;
      for (let i = 0; i < text.length; i++) found += text.lastIndexOf('x', i) >= 0 ? 1 : 0;
      return found;
    };
    // A quarter of N: the quadratic scan of 4N characters alone took seconds, and 43 s once when
    // npm test ran the builds beside the unit tests. The ratio does not depend on the size.
    expect(growth(quadratic, hostile['a run of *']!, N / 4)).toBeGreaterThan(LIMIT);
  });
});

describe('streamed and long answers', () => {
  const answer = [
    '## Bridging',
    '',
    'Use the **bridge** at [the portal](https://bridge.etherlink.com).',
    '',
    '- one',
    '',
    '- two, loose',
    '  continued',
    '',
    '```bash',
    'npm i',
    '',
    'echo done',
    '```',
    '',
    '> quoted',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '1. first',
    '2. second',
    '',
    'Last *words*.',
  ].join('\n');

  it('renders every prefix of an answer (a stream cut anywhere), and the whole as its blocks', () => {
    for (let end = 1; end <= answer.length; end += 3) expect(html(answer.slice(0, end)), JSON.stringify(answer.slice(0, end))).toMatch(/^<div>.*<\/div>$/s);
    const out = html(answer);
    expect(out).toContain('<ul><li><p>one</p></li><li><p>two, loose\ncontinued</p></li></ul>');
    expect(out).toContain('<pre tabindex="0" data-language="bash"><code>npm i\n\necho done</code></pre>');
    expect(out).toContain('<ol><li>first</li><li>second</li></ol><p>Last <em>words</em>.</p></div>');
  });

  it('caps an answer at MAX_MARKDOWN_CHARS', () => {
    const long = 'word '.repeat(MAX_MARKDOWN_CHARS);
    const out = html(long);
    expect(out.replace(/<[^>]*>/g, '').length).toBeLessThanOrEqual(MAX_MARKDOWN_CHARS + 1);
    expect(out).toContain('<p>…</p>');
  });

  it('shows the markers of a hostile answer past the bounds as text, and says so', () => {
    const out = html(`a${'!'.repeat(300)}`);
    expect(out.replace(/<[^>]*>/g, '')).toContain('!'.repeat(300));
    expect(out).toContain(BOUNDED_NOTE);
    expect(html('a!')).not.toContain(BOUNDED_NOTE);
  });
});
