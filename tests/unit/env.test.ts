import {describe, it, expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {readEnv, ENV_DEFAULTS} from '@site/src/config/env';

describe('readEnv', () => {
  it('defaults to a fully local site when nothing is set', () => {
    const env = readEnv({});
    expect(env).toEqual({
      siteUrl: ENV_DEFAULTS.SITE_URL,
      baseUrl: '/',
      algolia: null,
      algoliaAssistantId: null,
      algoliaExternalUrlRegex: null,
      chatbotApiUrl: null,
      chatbotModel: null,
      feedbackApiUrl: null,
      gtmContainerId: null,
      thirdwebClientId: null,
      brokenLinks: 'throw',
      censusOff: [],
    });
  });

  it('reads CENSUS_OFF as mechanism ids and refuses an unknown one', () => {
    expect(readEnv({CENSUS_OFF: 'paint-first,search-shell'}).censusOff).toEqual(['paint-first', 'search-shell']);
    expect(() => readEnv({CENSUS_OFF: 'paint-first,paint-last'})).toThrow(/CENSUS_OFF names no mechanism.*paint-last/);
  });

  it('treats blank values as unset and trims values', () => {
    const env = readEnv({SITE_URL: '  ', THIRDWEB_CLIENT_ID: ' abc123 ', GTM_CONTAINER_ID: ''});
    expect(env.siteUrl).toBe('https://docs.etherlink.com');
    expect(env.thirdwebClientId).toBe('abc123');
    expect(env.gtmContainerId).toBeNull();
  });

  it('switches to Algolia only when all three Algolia variables are set', () => {
    expect(readEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'}).algolia).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'idx',
    });
    expect(() => readEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(/all of ALGOLIA_APP_ID/);
    expect(() => readEnv({ALGOLIA_ASSISTANT_ID: 'x'})).toThrow(/needs ALGOLIA_APP_ID/);
  });

  it('reads BASE_URL as a path with slashes at both ends', () => {
    expect(readEnv({BASE_URL: '/docs/'}).baseUrl).toBe('/docs/');
    expect(readEnv({BASE_URL: '/a/b/'}).baseUrl).toBe('/a/b/');
    for (const bad of ['docs/', '/docs', 'https://x.example/docs/', '/do cs/', '//']) {
      expect(() => readEnv({BASE_URL: bad}), bad).toThrow(/BASE_URL must be a path/);
    }
  });

  it('rejects malformed values with a message naming the variable', () => {
    expect(() => readEnv({SITE_URL: 'docs.example.com'})).toThrow(/SITE_URL must be an absolute URL/);
    expect(() => readEnv({FEEDBACK_API_URL: 'ftp://x.example'})).toThrow(/FEEDBACK_API_URL must use https/);
    expect(() => readEnv({GTM_CONTAINER_ID: 'UA-1234'})).toThrow(/GTM-XXXXXXX/);
    expect(() => readEnv({ALGOLIA_APP_ID: 'a', ALGOLIA_API_KEY: 'b', ALGOLIA_INDEX_NAME: 'c', ALGOLIA_EXTERNAL_URL_REGEX: '(['})).toThrow(
      /not a valid regular expression/,
    );
    expect(() => readEnv({BROKEN_LINKS: 'ignore'})).toThrow(/BROKEN_LINKS/);
  });

  it('gives the chatbot a default model only when an endpoint is set, and drops trailing slashes', () => {
    const env = readEnv({CHATBOT_API_URL: 'https://ai.example.com/v1/'});
    expect(env.chatbotApiUrl).toBe('https://ai.example.com/v1');
    expect(env.chatbotModel).toBe(ENV_DEFAULTS.CHATBOT_MODEL);
    expect(readEnv({CHATBOT_API_URL: 'http://127.0.0.1:8080/v1', CHATBOT_MODEL: 'llama'}).chatbotModel).toBe('llama');
  });

  it('.env.example documents every variable readEnv reads, one line each', () => {
    const example = readFileSync('.env.example', 'utf8');
    const documented = Array.from(example.matchAll(/^([A-Z_]+)=/gm), (m) => m[1]);
    const source = readFileSync('src/config/env.ts', 'utf8');
    const read = Array.from(new Set(Array.from(source.matchAll(/'([A-Z][A-Z_]+)'/g), (m) => m[1])));
    expect(read.length).toBeGreaterThanOrEqual(12);
    for (const name of read) expect(documented, `${name} in .env.example`).toContain(name);
    expect(new Set(documented).size).toBe(documented.length);
  });
});
