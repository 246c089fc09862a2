import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {compileTree, ADMONITION_KEYWORDS} from '../parse';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/** The names a page imports (`import {a, b as c} from …`): what a `{name}` on the page stands for. */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const {local} of statement.specifiers) names.add(local.name);
    }
  });
  return names;
}

/** A `{name}` or `{name.part}` in a code span: MDX shows it as written, braces and all. */
const BRACED = /\{\s*([A-Za-z_$][\w$]*)(?:\.[\w$]+)*\s*\}/g;

/**
 * Every page compiles as MDX, every `:::name` block is an admonition Docusaurus knows, and no code span
 * holds an imported value in braces, which the reader would see as `{name}`.
 */
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
    const imported = importedNames(parsed.tree);
    visit(parsed.tree, 'inlineCode', (node) => {
      for (const [braced, name] of node.value.matchAll(BRACED)) {
        if (!imported.has(name!)) continue;
        const {line, column} = node.position?.start ?? {line: 1, column: 1};
        out.push(problem(page.file, line, column, 'mdx', `The code span \`${braced}\` is shown as written: MDX does not read braces in code. Write <code>${braced}</code> to show its value.`));
      }
    });
    visit(parsed.tree, 'containerDirective', (node) => {
      if (!ADMONITION_KEYWORDS.includes(node.name)) {
        const {line, column} = node.position?.start ?? {line: 1, column: 1};
        out.push(problem(page.file, line, column, 'mdx', `Unknown admonition ":::${node.name}". Use one of ${ADMONITION_KEYWORDS.map((k) => `:::${k}`).join(', ')}.`));
      }
    });
  }
  return out;
}
