/** Telling a removed chunk (a new deployment: reload) from a lost connection (try again). */
import {describe, expect, it, vi} from 'vitest';
import {diagnoseLoadFailure, failedUrlOf} from '@site/src/lib/loadFailure';

const chunkError = (url: string) => Object.assign(new Error(`Loading chunk 812 failed.\n(error: ${url})`), {name: 'ChunkLoadError', type: 'error'});
const URL_JS = 'https://docs.test/assets/js/812.0123abcd.js';

describe('diagnoseLoadFailure', () => {
  it('reads the file a JS or CSS chunk error is about', () => {
    expect(failedUrlOf(chunkError(URL_JS))).toBe(URL_JS);
    expect(failedUrlOf(Object.assign(new Error('Loading CSS chunk 9 failed.'), {request: 'https://docs.test/assets/css/9.css'}))).toBe('https://docs.test/assets/css/9.css');
    expect(failedUrlOf(new Error('boom'))).toBeNull();
  });

  it('a chunk the server no longer has: the site was updated', async () => {
    const fetchImpl = vi.fn(async () => new Response('gone', {status: 404}));
    expect(await diagnoseLoadFailure(chunkError(URL_JS), {isOnline: () => true, fetchImpl})).toBe('updated');
    expect(fetchImpl).toHaveBeenCalledWith(URL_JS, expect.objectContaining({method: 'HEAD', cache: 'no-store'}));
    expect(await diagnoseLoadFailure(new Error('Search index request /search/index.ab.json failed with status 404'), {isOnline: () => true})).toBe('updated');
  });

  it('no answer at all, or the browser says so: offline', async () => {
    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await diagnoseLoadFailure(chunkError(URL_JS), {isOnline: () => true, fetchImpl: unreachable})).toBe('offline');
    expect(await diagnoseLoadFailure(chunkError(URL_JS), {isOnline: () => false})).toBe('offline');
    expect(await diagnoseLoadFailure(new Error('The search index could not be loaded: Failed to fetch'), {isOnline: () => true})).toBe('offline');
  });

  it('anything else: unavailable, try again', async () => {
    const fetchImpl = vi.fn(async () => new Response('', {status: 200}));
    expect(await diagnoseLoadFailure(chunkError(URL_JS), {isOnline: () => true, fetchImpl})).toBe('unavailable');
    expect(await diagnoseLoadFailure(new Error('failed with status 500'), {isOnline: () => true})).toBe('unavailable');
  });
});
