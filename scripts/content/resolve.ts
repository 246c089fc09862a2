import {existsSync} from 'node:fs';
import {join, posix} from 'node:path';
import {normaliseRoute} from './docs';
import type {Page} from './pages';

/** http:, mailto:, protocol-relative… anything the site does not serve itself. */
export const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/**
 * A URL part with its percent-escapes decoded, or as written when it holds a `%` that starts no escape
 * (`100%-guide`, `#50%off`): decodeURIComponent throws on those, which once stopped the whole check.
 */
export function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Repository-relative file that an import specifier or relative link points at, if it is one. */
export function resolveFile(from: Page, specifier: string): string {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  return posix.normalize(posix.join(posix.dirname(from.file), specifier));
}

export class SiteIndex {
  private byRoute = new Map<string, Page>();
  private byFile = new Map<string, Page>();

  constructor(
    private rootDir: string,
    pages: Page[],
  ) {
    for (const page of pages) {
      this.byRoute.set(normaliseRoute(page.route), page);
      this.byFile.set(page.file, page);
    }
  }

  page(file: string): Page | undefined {
    return this.byFile.get(file);
  }

  route(route: string): Page | undefined {
    return this.byRoute.get(normaliseRoute(route));
  }

  /** A file under static/ (served at the site root). */
  isStaticFile(path: string): boolean {
    const clean = decodeOrKeep(path.split(/[?#]/)[0]);
    return clean.length > 1 && existsSync(join(this.rootDir, 'static', clean));
  }

  /** The page's own anchors plus those of the fragments it imports (they render inside it). */
  anchors(page: Page, seen = new Set<string>()): Set<string> {
    const out = new Set(page.model?.anchors ?? []);
    seen.add(page.file);
    for (const specifier of page.model?.imports ?? []) {
      if (!/\.mdx?$/.test(specifier)) continue;
      const imported = this.page(resolveFile(page, specifier));
      if (imported && !seen.has(imported.file)) for (const a of this.anchors(imported, seen)) out.add(a);
    }
    return out;
  }
}
