/**
 * Every colour the code theme gives a token meets WCAG AA (4.5:1) on the code background and on a
 * highlighted line. This stands in for axe's colour-contrast rule on the token spans, which the e2e
 * route checks leave out: the theme is the only source of those colours (tests/e2e/code-blocks.spec.ts
 * checks in the browser that the page shows the theme's colours).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {colord, extend, type Colord} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import {darkCodeTheme, HIGHLIGHTED_LINE_BG} from '../../src/config/codeTheme';

extend([a11yPlugin]);

/** `top` (which may be translucent) laid over the opaque `bottom`. */
function over(top: Colord, bottom: Colord): Colord {
  const t = top.toRgb();
  const b = bottom.toRgb();
  const mix = (x: number, y: number) => Math.round(x * t.a + y * (1 - t.a));
  return colord({r: mix(t.r, b.r), g: mix(t.g, b.g), b: mix(t.b, b.b), a: 1});
}

const background = colord(darkCodeTheme.plain.backgroundColor!);
const highlighted = over(colord(HIGHLIGHTED_LINE_BG), background);
const colours = [
  {types: ['plain'], color: darkCodeTheme.plain.color!},
  ...darkCodeTheme.styles.filter((entry) => entry.style.color).map((entry) => ({types: entry.types, color: entry.style.color!})),
];

describe('the code theme', () => {
  it('gives a colour to the plain text and to every token group', () => {
    expect(colours.length).toBe(1 + darkCodeTheme.styles.length);
    expect(colours.flatMap((entry) => entry.types).length).toBeGreaterThan(15);
  });

  it.each(colours)('$types.0 ($color) reaches 4.5:1 on the code background and on a highlighted line', ({color}) => {
    const text = colord(color);
    expect(text.isValid()).toBe(true);
    expect(text.contrast(background)).toBeGreaterThanOrEqual(4.5);
    expect(over(text, highlighted).contrast(highlighted)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the highlighted-line background that custom.css sets', () => {
    const css = readFileSync(join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');
    expect(css).toContain(`--docusaurus-highlighted-code-line-bg: ${HIGHLIGHTED_LINE_BG};`);
  });

  it('would catch the original Dracula comment colour, which fails AA', () => {
    const dracula = colord('#6272a4');
    expect(dracula.contrast(background)).toBeLessThan(4.5);
  });
});
