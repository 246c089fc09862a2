import {describe, it, expect} from 'vitest';
import {problemWith, rewriteHtml} from './rewrite';

describe('paint-first rewrite', () => {
  const page = `<head><script src=/assets/js/runtime~main.1a.js defer></script><script src=/assets/js/main.2b.js defer></script></head><body><p>Hi</p><script>inline()</script></body>`;

  it('replaces the bundle tags with one boot tag listing them in order', () => {
    const {html, scripts} = rewriteHtml(page, '/assets/js/boot.abc.js');
    expect(scripts).toEqual(['/assets/js/runtime~main.1a.js', '/assets/js/main.2b.js']);
    expect(html).toBe(
      '<head><script src="/assets/js/boot.abc.js" data-scripts="/assets/js/runtime~main.1a.js /assets/js/main.2b.js"></script></head><body><p>Hi</p><script>inline()</script></body>',
    );
    expect(problemWith(html, '/assets/js/boot.abc.js')).toBeNull();
  });

  it('honours baseUrl', () => {
    const based = page.replaceAll('src=/assets/', 'src=/docs/assets/');
    const {html, scripts} = rewriteHtml(based, '/docs/assets/js/boot.abc.js', '/docs/');
    expect(scripts).toEqual(['/docs/assets/js/runtime~main.1a.js', '/docs/assets/js/main.2b.js']);
    expect(problemWith(html, '/docs/assets/js/boot.abc.js', '/docs/')).toBeNull();
    // Without the baseUrl, nothing matches, and the check says so.
    const unchanged = rewriteHtml(based, '/assets/js/boot.abc.js').html;
    expect(problemWith(unchanged, '/assets/js/boot.abc.js')).toMatch(/expected one boot script/);
  });

  it('leaves pages without bundle tags and inline scripts alone', () => {
    const html = '<p>No scripts</p><script>x()</script><script src="https://example.com/a.js" defer></script>';
    expect(rewriteHtml(html, '/b.js')).toEqual({html, scripts: []});
  });

  it('reports a page whose bundle tags are written in a form it does not know', () => {
    // Attributes in another order: the rewrite cannot match them, so the check must fail.
    const other = '<head><script defer src="/assets/js/main.2b.js"></script></head>';
    const {html} = rewriteHtml(other, '/assets/js/boot.abc.js');
    expect(problemWith(html, '/assets/js/boot.abc.js')).toBe('bundles still loaded by their own <script> tags: /assets/js/main.2b.js');
  });

  it('reports a page with no bundles at all', () => {
    expect(problemWith('<p>static</p>', '/assets/js/boot.abc.js')).toMatch(/found 0/);
  });
});
