import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCSEARCH_BUNDLES} from './index';

const require = createRequire(import.meta.url);
const {answerEvalProbe, PROBE} = require('./loader.cjs') as {answerEvalProbe: (source: string) => string; PROBE: string};

const dist = join('node_modules', '@docsearch', 'react', 'dist', 'esm');

describe('no-eval-probe', () => {
  it('answers the probe in the installed @docsearch/react, leaving no new Function', () => {
    const bundles = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const probing = bundles.filter((file) => readFileSync(join(dist, file), 'utf8').includes(PROBE));
    // The day @docsearch/react drops zod's probe, this fails: remove the plugin then.
    expect(probing).toContain('DocSearchModal.js');
    for (const file of bundles) {
      expect(DOCSEARCH_BUNDLES.test(join(process.cwd(), dist, file)), file).toBe(true);
      expect(answerEvalProbe(readFileSync(join(dist, file), 'utf8'))).not.toContain('new Function(');
    }
  });

  it('fails on a new Function call it does not know', () => {
    expect(() => answerEvalProbe('var f=new Function("a","return a")')).toThrow(/no-eval-probe/);
    expect(answerEvalProbe(`x(function(){${PROBE}})`)).toBe('x(function(){return!1})');
  });
});
