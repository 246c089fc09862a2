import {visit} from 'unist-util-visit';
import {compileTree, ADMONITION_KEYWORDS} from '../parse';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/** Every page compiles as MDX, and every `:::name` block is an admonition Docusaurus knows. */
export async function checkMdx(ctx: Context): Promise<Problem[]> {
  const out: Problem[] = [];
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    const {parsed} = page;
    if (page.overLimit) {
      out.push(problem(page.file, page.overLimit.line, 1, 'mdx', `${page.overLimit.message}. The page was not checked further.`));
      continue;
    }
    if (parsed.error) {
      out.push(problem(page.file, parsed.error.line, parsed.error.column, 'mdx', `${parsed.error.message}. The page does not compile as MDX: fix the syntax here (in MDX, write \`{\` and \`<\` in prose as \`\\{\` and \`&lt;\`).`));
      continue;
    }
    const error = await compileTree(parsed.tree, parsed.file);
    if (error) out.push(problem(page.file, error.line, error.column, 'mdx', `${error.message}. The page does not compile as MDX.`));
    visit(parsed.tree, 'containerDirective', (node) => {
      if (!ADMONITION_KEYWORDS.includes(node.name)) {
        const {line, column} = node.position?.start ?? {line: 1, column: 1};
        out.push(problem(page.file, line, column, 'mdx', `Unknown admonition ":::${node.name}". Use one of ${ADMONITION_KEYWORDS.map((k) => `:::${k}`).join(', ')}.`));
      }
    });
  }
  return out;
}
