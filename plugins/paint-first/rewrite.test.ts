import {describe, it, expect} from 'vitest';
import {rewriteHtml} from './rewrite';

describe('paint-first rewrite', () => {
  const page = `<head><script src=/assets/js/runtime~main.1a.js defer></script><script src=/assets/js/main.2b.js defer></script></head><body><p>Hi</p><script>inline()</script></body>`;

  it('replaces the bundle tags with one boot tag listing them in order', () => {
    const {html, scripts} = rewriteHtml(page, '/assets/js/boot.abc.js');
    expect(scripts).toEqual(['/assets/js/runtime~main.1a.js', '/assets/js/main.2b.js']);
    expect(html).toBe(
      '<head><script src="/assets/js/boot.abc.js" defer data-scripts="/assets/js/runtime~main.1a.js /assets/js/main.2b.js"></script></head><body><p>Hi</p><script>inline()</script></body>',
    );
  });

  it('leaves pages without bundle tags and inline scripts alone', () => {
    const html = '<p>No scripts</p><script>x()</script><script src="https://example.com/a.js" defer></script>';
    expect(rewriteHtml(html, '/b.js')).toEqual({html, scripts: []});
  });
});
