import {SiteIndex, decodeOrKeep, isExternal, resolveFile} from '../resolve';
import {problem, type Problem} from '../types';
import type {Context} from '../context';
import type {Page} from '../pages';

/** Internal links go to pages or static files that exist, and their #anchors to a heading or an explicit id. */
export function checkLinks(ctx: Context): Problem[] {
  const out: Problem[] = [];
  const index = new SiteIndex(ctx.rootDir, ctx.pages);
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    for (const link of page.model?.links ?? []) {
      const {url} = link;
      if (!url || isExternal(url)) continue;
      const hashAt = url.indexOf('#');
      const path = hashAt >= 0 ? url.slice(0, hashAt) : url;
      const anchor = hashAt >= 0 ? decodeOrKeep(url.slice(hashAt + 1)) : '';
      const report = (message: string) => out.push(problem(page.file, link.line, link.column, 'links', message));

      let target: Page | undefined;
      if (path === '') {
        target = page;
      } else if (/\.mdx?$/.test(path)) {
        target = index.page(resolveFile(page, path));
        if (!target) {
          report(`"${url}" points at no Markdown file. Link to the page by its path, for example "/network/fees".`);
          continue;
        }
      } else if (index.isStaticFile(path.startsWith('/') ? path : `/${path}`) && path.startsWith('/')) {
        continue;
      } else {
        const route = path.startsWith('/') ? path : new URL(path, `http://site${page.route}`).pathname;
        target = index.route(route.split('?')[0]);
        if (!target) {
          report(`"${url}" goes to no page. Use the path of an existing page (the file path under docs/ without the extension).`);
          continue;
        }
      }
      if (anchor && !index.anchors(target).has(anchor)) {
        const known = Array.from(index.anchors(target)).slice(0, 8).join(', ');
        report(`"#${anchor}" is not a heading or id on ${target === page ? 'this page' : target.file}. Link to one of: ${known || '(the page has no headings)'}.`);
      }
    }
  }
  return out;
}
