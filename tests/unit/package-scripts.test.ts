/**
 * `npm run` hands each script to cmd.exe on Windows, which knows `&&` but not a `VAR=value` prefix,
 * single quotes, `$VAR`, `rm`/`cp`/`mv` or shell globs. A writer on Windows runs the same scripts, so
 * none of those may appear: a variable goes in CI's environment or in the Node script it concerns.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');
const {scripts} = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

// Each rule looks at the first word of a command (`first`) or at every word of it.
const RULES: {pattern: RegExp; first?: true; what: string}[] = [
  {pattern: /^[A-Za-z_]\w*=/, first: true, what: 'a VAR=value prefix'},
  {pattern: /^(rm|cp|mv|mkdir|export|cat|ls)$/, first: true, what: 'a POSIX command'},
  {pattern: /'/, what: 'single quotes'},
  {pattern: /\$\{?[A-Za-z_]/, what: 'a $VAR'},
  {pattern: /[*?]/, what: 'a shell glob'},
];

/** What cmd.exe would not understand in a script, command by command (`&&`, `||` and `;` separate them). */
function posixOnly(script: string): string[] {
  return script.split(/&&|\|\||;/).flatMap((part) => {
    const command = part.trim();
    const words = command.split(/\s+/);
    return RULES.filter(({pattern, first}) => (first ? [words[0]] : words).some((word) => pattern.test(word))).map(({what}) => `${what} in "${command}"`);
  });
}

describe('package.json scripts', () => {
  it.each(Object.entries(scripts))('%s runs in cmd.exe as in a POSIX shell', (_name, script) => {
    expect(posixOnly(script)).toEqual([]);
  });

  it('finds what cmd.exe does not understand', () => {
    expect(posixOnly('NO_UPDATE_NOTIFIER=1 docusaurus build')).toEqual(['a VAR=value prefix in "NO_UPDATE_NOTIFIER=1 docusaurus build"']);
    expect(posixOnly('tsc && FOO=bar node x.mjs')).toEqual(['a VAR=value prefix in "FOO=bar node x.mjs"']);
    expect(posixOnly("vitest run --exclude 'a.test.ts'")).toHaveLength(1);
    expect(posixOnly('node x.mjs --out $HOME/x')).toHaveLength(1);
    expect(posixOnly('rm -rf build && docusaurus build')).toEqual(['a POSIX command in "rm -rf build"']);
    expect(posixOnly('eslint src/*.ts')).toEqual(['a shell glob in "eslint src/*.ts"']);
    expect(posixOnly('node scripts/serve.mjs --port=3000 && run-s a b')).toEqual([]);
  });
});
