import {normaliseRoute} from '../docs';
import {locate, sidebarRefs} from '../sidebar';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/** Every page is in the sidebar or explicitly unlisted, and every sidebar entry points at a page. */
export function checkSidebar(ctx: Context): Problem[] {
  const out: Problem[] = [];
  const refs = sidebarRefs(ctx.sidebars);
  const listed = new Set(refs.filter((r) => r.kind === 'doc').map((r) => r.target));
  const ids = new Set(ctx.pages.map((p) => p.id));
  const routes = new Set(ctx.pages.map((p) => normaliseRoute(p.route)));

  for (const page of ctx.pages.filter(ctx.inScope)) {
    if (!page.unlisted && !listed.has(page.id)) {
      out.push(problem(page.file, 1, 1, 'sidebar', `The page is not in the sidebar. Add '${page.id}' to ${ctx.sidebarsFile} in the section where readers expect it (fragments go in docs/conrefs/, which is unlisted).`));
    }
    if (page.unlisted && listed.has(page.id)) {
      const at = locate(ctx.sidebarsSource, page.id);
      out.push(problem(ctx.sidebarsFile, at.line, at.column, 'sidebar', `'${page.id}' is a fragment (${page.file}) and must not be in the sidebar. Remove the entry.`));
    }
  }
  for (const ref of refs) {
    const missing = ref.kind === 'doc' ? !ids.has(ref.target) : !routes.has(normaliseRoute(ref.target.split('#')[0]));
    if (!missing) continue;
    const at = locate(ctx.sidebarsSource, ref.target);
    out.push(problem(ctx.sidebarsFile, at.line, at.column, 'sidebar', ref.kind === 'doc'
      ? `No page has the id '${ref.target}'. Create docs/${ref.target}.mdx or fix the id (the path under docs/ without the extension).`
      : `The sidebar link '${ref.target}' goes to no page. Fix the path.`));
  }
  return out;
}
