import {describe, expect, it} from 'vitest';
import {createSearchEngine, createSearchEngineInSlices, engineFor, engineInSlicesFor} from '@site/src/search/engine';
import {timeSlices} from '@site/src/search/load';
import {siteRecords} from './search-fixtures';

const QUERIES = ['websockets', 'fees', 'deploy contract', 'shadownet faucet', 'rpc endpoint', 'walet'];

describe('indexing in slices', () => {
  it('ranks exactly as the engine built in one go', async () => {
    const whole = createSearchEngine(siteRecords);
    const sliced = await createSearchEngineInSlices(siteRecords, () => Promise.resolve());
    for (const query of QUERIES) {
      expect(sliced.search(query), query).toEqual(whole.search(query));
    }
  });

  it('pauses where the yield point asks, between records', async () => {
    let asked = 0;
    let paused = 0;
    await createSearchEngineInSlices(siteRecords, () => {
      asked++;
      if (asked % 3 === 0) {
        paused++;
        return Promise.resolve();
      }
      return undefined;
    });
    expect(asked).toBe(siteRecords.length);
    expect(paused).toBe(Math.floor(siteRecords.length / 3));
  });

  it('registers the engine, so the dialog and the chatbot share one', async () => {
    const records = siteRecords.slice();
    const engine = await engineInSlicesFor(records, () => undefined);
    expect(engineFor(records)).toBe(engine);
    expect(await engineInSlicesFor(records, () => undefined)).toBe(engine);
  });
});

describe('time slices', () => {
  it('pauses only once the budget is spent, then starts a new slice', async () => {
    let clock = 0;
    let pauses = 0;
    const point = timeSlices(8, async () => {
      pauses++;
      clock += 1; // the browser's turn
    }, () => clock);
    expect(point()).toBeUndefined();
    clock = 7.9;
    expect(point()).toBeUndefined();
    clock = 8;
    await point();
    expect(pauses).toBe(1);
    // The new slice starts after the pause.
    clock += 7;
    expect(point()).toBeUndefined();
    clock += 1;
    await point();
    expect(pauses).toBe(2);
  });
});
