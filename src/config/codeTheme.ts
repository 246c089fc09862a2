/**
 * The code blocks' colours: Dracula, with comments lightened to meet WCAG AA contrast on the code
 * background. tests/unit/code-theme.test.ts holds every token colour of this theme to 4.5:1 on the
 * code background and on a highlighted line, so the e2e axe runs can leave the thousands of token
 * spans out (they made up two thirds of axe's time on the longest tutorial page).
 */
import {themes as prismThemes} from 'prism-react-renderer';

export const darkCodeTheme = {
  ...prismThemes.dracula,
  styles: prismThemes.dracula.styles.map((entry) =>
    entry.types.includes('comment') ? {...entry, style: {...entry.style, color: '#a4abcf'}} : entry,
  ),
};

/** The light theme is never shown (the site is dark only) but the theme requires one. */
export const lightCodeTheme = prismThemes.github;

/** `--docusaurus-highlighted-code-line-bg` in src/css/custom.css, laid over the code background. */
export const HIGHLIGHTED_LINE_BG = 'rgba(0, 0, 0, 0.3)';
