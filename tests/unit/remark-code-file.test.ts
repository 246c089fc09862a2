import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {compile} from '@mdx-js/mdx';
import type {Code, Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {beforeAll, describe, expect, it} from 'vitest';
import remarkCodeFile, {parseMeta, selectCode} from '../../plugins/remark-code-file';

const SOLIDITY = [
  'contract C {',
  '    // #region state',
  '    uint256 public x;',
  '    // #region inner',
  '    uint256 public y;',
  '    // #endregion inner',
  '    // #endregion state',
  '',
  '    function f() external {',
  '        //#region body',
  '        x = 1;',
  '',
  '        y = 2;',
  '        //#endregion body',
  '    }',
  '}',
  '',
].join('\n');

const YAML = ['jobs:', '  # #region build', '  build:', '    runs-on: ubuntu-latest', '  # #endregion build', ''].join('\n');

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'remark-code-file-'));
  mkdirSync(join(root, 'examples/demo'), {recursive: true});
  writeFileSync(join(root, 'examples/demo/C.sol'), SOLIDITY);
  writeFileSync(join(root, 'examples/demo/ci.yml'), YAML);
  writeFileSync(join(root, 'examples/demo/broken.ts'), '// #region open\nconst a = 1;\n');
});

/** Runs the plugin over Markdown and returns the code nodes. */
async function run(markdown: string, docPath = 'docs/page.md'): Promise<Code[]> {
  const processor = unified().use(remarkParse).use(remarkCodeFile, {rootDir: root});
  const file = new VFile({path: join(root, docPath), value: markdown});
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return tree.children.filter((n): n is Code => n.type === 'code');
}

describe('parseMeta', () => {
  it('takes file and region out and keeps the rest for the theme', () => {
    expect(parseMeta('title="a b.sol" file=examples/x.sol region=state showLineNumbers')).toEqual({
      file: 'examples/x.sol',
      region: 'state',
      rest: 'title="a b.sol" showLineNumbers',
    });
    expect(parseMeta('file="examples/with space.ts"')).toEqual({file: 'examples/with space.ts', rest: null});
    expect(parseMeta('title="profile=x"')).toEqual({rest: 'title="profile=x"'});
    expect(parseMeta(null)).toEqual({rest: null});
  });
});

describe('selectCode', () => {
  it('returns the whole file without any marker line', () => {
    const text = selectCode(SOLIDITY);
    expect(text).not.toMatch(/#(end)?region/);
    expect(text.split('\n')).toEqual([
      'contract C {',
      '    uint256 public x;',
      '    uint256 public y;',
      '',
      '    function f() external {',
      '        x = 1;',
      '',
      '        y = 2;',
      '    }',
      '}',
    ]);
  });

  it('returns one region, dedented, with nested markers removed', () => {
    expect(selectCode(SOLIDITY, 'state')).toBe('uint256 public x;\nuint256 public y;');
    expect(selectCode(SOLIDITY, 'inner')).toBe('uint256 public y;');
    expect(selectCode(SOLIDITY, 'body')).toBe('x = 1;\n\ny = 2;');
  });

  it('understands # comments (YAML, shell)', () => {
    expect(selectCode(YAML, 'build')).toBe('build:\n  runs-on: ubuntu-latest');
  });

  it('does not take a region whose name only starts with the requested one', () => {
    expect(() => selectCode('// #region stateful\nx\n// #endregion stateful', 'state')).toThrow('region "state" not found');
  });

  it('rejects a missing, unclosed or duplicated region', () => {
    expect(() => selectCode(SOLIDITY, 'nope')).toThrow('region "nope" not found');
    expect(() => selectCode('// #region a\nx\n', 'a')).toThrow('has no "#endregion a" marker');
    expect(() => selectCode('// #region a\n// #endregion a\n// #region a\n// #endregion a', 'a')).toThrow(
      'defined 2 times',
    );
  });
});

describe('remarkCodeFile', () => {
  it('fills a code block from a file and cleans its meta', async () => {
    const [code] = await run('```solidity title="C.sol" file=examples/demo/C.sol\n```\n');
    expect(code.value).toBe(selectCode(SOLIDITY));
    expect(code.lang).toBe('solidity');
    expect(code.meta).toBe('title="C.sol"');
  });

  it("removes the snippet checker's fragment reason from every block, so readers never see it", async () => {
    const [code] = await run('```bash title="Install it" fragment="needs the reader\'s package manager"\napt install x\n```\n');
    expect(code.meta).toBe('title="Install it"');
    expect(code.value).toBe('apt install x');
  });

  it('fills a region', async () => {
    const [code] = await run('```solidity file=examples/demo/C.sol region=body\n```\n');
    expect(code.value).toBe('x = 1;\n\ny = 2;');
    expect(code.meta).toBeNull();
  });

  it('leaves ordinary code blocks alone', async () => {
    const [code] = await run('```bash title="x"\nnpx hardhat test\n```\n');
    expect(code.value).toBe('npx hardhat test');
    expect(code.meta).toBe('title="x"');
  });

  it('names the doc and the path when the file is missing', async () => {
    await expect(run('```ts file=examples/demo/missing.ts\n```\n', 'docs/tutorials/x.mdx')).rejects.toThrow(
      /\[remark-code-file\] docs\/tutorials\/x\.mdx: cannot read "examples\/demo\/missing\.ts": ENOENT/,
    );
  });

  it('names the doc, the region and the path when the region is missing', async () => {
    await expect(run('```ts file=examples/demo/C.sol region=gone\n```\n', 'docs/a.mdx')).rejects.toThrow(
      'docs/a.mdx: region "gone" not found in "examples/demo/C.sol"',
    );
    await expect(run('```ts file=examples/demo/broken.ts region=open\n```\n')).rejects.toThrow(
      'has no "#endregion open" marker in "examples/demo/broken.ts"',
    );
  });

  it('refuses paths outside the root directory', async () => {
    await expect(run('```ts file=../etc/passwd\n```\n')).rejects.toThrow('is outside');
  });

  it('refuses a code block that already has content, so pasted copies cannot drift', async () => {
    await expect(run('```solidity file=examples/demo/C.sol\ncontract Old {}\n```\n')).rejects.toThrow(
      'the code block must be empty',
    );
  });

  it('works inside MDX, including in JSX elements', async () => {
    const source = [
      'import Tabs from "@theme/Tabs";',
      '',
      '<Tabs>',
      '',
      '```yaml title="ci.yml" file=examples/demo/ci.yml region=build',
      '```',
      '',
      '</Tabs>',
      '',
    ].join('\n');
    const output = String(
      await compile(new VFile({path: join(root, 'docs/p.mdx'), value: source}), {
        remarkPlugins: [[remarkCodeFile, {rootDir: root}]],
      }),
    );
    expect(output).toContain('runs-on: ubuntu-latest');
    expect(output).not.toContain('#region');
  });
});
