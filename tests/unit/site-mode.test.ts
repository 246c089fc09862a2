import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {featureMode} from '../../src/components/SiteMode/mode';

const docs = join(__dirname, '../../docs/get-started');

describe('featureMode', () => {
  it('defaults to the features that need no configuration', () => {
    expect(featureMode('wallet', undefined)).toBe('add-network');
    expect(featureMode('chatbot', {chatbotApiUrl: ''})).toBe('local');
    expect(featureMode('wallet', {thirdwebClientId: '   '})).toBe('add-network');
    expect(featureMode('search', {algoliaIndexName: ''})).toBe('local');
  });

  it('switches when the matching variable is set', () => {
    expect(featureMode('wallet', {thirdwebClientId: 'abc'})).toBe('connect');
    expect(featureMode('chatbot', {chatbotApiUrl: 'https://llm.example/v1/chat/completions'})).toBe('model');
    expect(featureMode('chatbot', {thirdwebClientId: 'abc'})).toBe('local');
    expect(featureMode('search', {algoliaIndexName: 'etherlink'})).toBe('hosted');
  });
});

describe('pages that describe a configurable feature', () => {
  it('describe both variants, each behind its SiteMode', () => {
    const wallet = readFileSync(join(docs, 'using-your-wallet.mdx'), 'utf8');
    expect(wallet).toContain('<SiteMode feature="wallet" when="add-network">');
    expect(wallet).toContain('<SiteMode feature="wallet" when="connect">');
    const chatbot = readFileSync(join(docs, 'chatbot.mdx'), 'utf8');
    expect(chatbot).toContain('<SiteMode feature="chatbot" when="local">');
    expect(chatbot).toContain('<SiteMode feature="chatbot" when="model">');
    expect(chatbot).toContain('<SiteMode feature="search" when="local">');
    expect(chatbot).toContain('<SiteMode feature="search" when="hosted">');
  });
});
