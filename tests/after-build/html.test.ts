// The built pages as readers and screen readers get them.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {load} from 'cheerio';
import {readBuilt, requireBuild} from './support';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('built HTML', () => {
  it('image alt and title text is not escaped twice (no "&#39;" read aloud)', () => {
    const build = requireBuild();
    const twice = /\b(?:alt|title)=(?:"[^"]*|'[^']*|[^\s>"']*)&amp;(?:#39|quot|lt|gt|amp);/g;
    const found = htmlFiles(build).flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(twice), (match) => `${relative(build, file)}: ${match[0].slice(-60)}`),
    );
    expect(found).toEqual([]);
    // The page that showed it: its diagram's alt reads "sequencer's".
    expect(readFileSync(join(build, 'network/architecture.html'), 'utf8')).toMatch(/alt="[^"]*sequencer(?:'|&#x27;|&#39;)s Smart Rollup node/);
  });
});

describe('pages that describe a feature of this build (src/components/SiteMode)', () => {
  // With no configuration the chatbot quotes passages; tests/e2e/hosted/site-mode.spec.ts checks the
  // model's variant in the hosted build, and tests/e2e/get-started.spec.ts the wallet page's buttons.
  it('the chatbot page describes quoted passages, not a model', () => {
    requireBuild();
    const text = load(readBuilt('get-started/chatbot.html'))('main').text();
    expect(text).toContain('On this site, the chatbot does not use an AI model.');
    expect(text).not.toContain('On this site, the chatbot uses an AI language model:');
    // The local search hands "Ask AI" to the chatbot; the hosted variant (Algolia's dialog) is not shown.
    expect(text).toContain('The search dialog hands your question to the chatbot');
    expect(text).not.toContain("The search dialog of this site is Algolia's");
  });
});
