/**
 * Docusaurus ships the whole site config to the browser (it is in main.js): nothing in it may
 * name the build machine's folders.
 */
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';

describe('docusaurus.config.ts', () => {
  it('holds no absolute path of the build machine', () => {
    const shipped = JSON.stringify(config);
    expect(shipped).not.toContain(process.cwd());
    expect(shipped).not.toMatch(/"\/(?:home|work|Users|tmp|var|root)\//);
  });
});
