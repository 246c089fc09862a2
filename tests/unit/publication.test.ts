/**
 * Pages whose instructions depend on where this documentation is published, and the chatbot
 * page's description of the panel, held to the data they depend on.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {CHATBOT} from '../../src/assistant/labels';

const read = (path: string) => readFileSync(join(__dirname, '../../docs', path), 'utf8');

describe('instructions that need the published repository or site', () => {
  it('AI assistants: the clone for mcp/ and the /api/v1 URLs say they wait for publication, and what works today', () => {
    const page = read('get-started/ai-assistants.mdx');
    const install = page.slice(page.indexOf('## Install the server'), page.indexOf('## Connect your assistant'));
    expect(install).toMatch(/\{published \? null : \(\s*<Admonition type="warning" title="Not published yet">/);
    expect(install).toContain('has no <code>mcp/</code> folder');
    expect(install).toContain('start the server with <code>--build</code>');
    const facts = page.slice(page.indexOf('## Read the facts as JSON'));
    expect(facts).toContain('docs.etherlink.com does not serve these files');
    expect(facts).toContain('<code>http://127.0.0.1:3000/api/v1/</code>');
  });

  it('MarketPulse: every link to examples/marketpulse says it waits for publication', () => {
    for (const path of ['tutorials/marketpulse/index.mdx', 'tutorials/marketpulse/cicd.mdx']) {
      const page = read(path);
      const links = page.split('\n').filter((line) => line.includes('href={marketpulse.sourceUrl}'));
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        const next = page.split('\n')[page.split('\n').indexOf(link) + 1];
        expect(next, path).toMatch(/^\{published \? null : <>.*not published yet|^\{published \? null : <>Until this version of the documentation is published/);
      }
    }
  });
});

describe('chatbot page', () => {
  const page = read('get-started/chatbot.mdx');

  it('names the panel by the title the panel shows', () => {
    expect(page).toContain("import {CHATBOT} from '@site/src/assistant/labels';");
    expect(page).toContain('A panel titled <strong>{CHATBOT.title}</strong> opens.');
    expect(page).not.toContain(CHATBOT.title);
  });

  it('explains why a panel titled with Tezos searches only this documentation', () => {
    expect(CHATBOT.title).toContain('Tezos');
    const searches = page.slice(page.indexOf('## What the chatbot searches'));
    expect(searches).toContain('come only from this documentation');
    expect(searches).toContain("The panel's title names Tezos as well");
  });
});
