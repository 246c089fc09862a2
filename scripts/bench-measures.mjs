// Measurements shared by the benches (bench.mjs, bench-scale.mjs, bench-census.mjs).
import lighthouse from 'lighthouse';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes on the wire (encoded, as sent) from navigation until the network is idle, after the idle-time prefetch too. */
export async function bytesUntilIdle(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({encodedDataLength}) => {
    bytes += encodedDataLength;
  });
  await page.goto(url, {waitUntil: 'networkidle', timeout: 60_000});
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), {timeout: 3000})));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await context.close();
  return bytes;
}

/**
 * The main thread's work in one load at `slowdown` x CPU, throttled in the browser (CDP), not
 * simulated as Lighthouse does, from navigation until the page has hydrated and two seconds have
 * passed without a new long task: `blockingMs`, the sum of each long task's time over 50 ms, and
 * `scriptMs`, the script time. Lighthouse's TBT scales an unthrottled trace, so the machine's noise
 * is scaled with it.
 */
export async function loadBlockingTime(browser, url, {slowdown = 4} = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  await cdp.send('Performance.enable');
  // Through CDP, before the page's own scripts: the site's CSP does not apply to it.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
  await page.goto(url, {waitUntil: 'load', timeout: 60_000});
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  for (let seen = -1, now = 0; now !== seen; ) {
    seen = now;
    await page.waitForTimeout(2000);
    now = await page.evaluate(() => window.__longTasks.length);
  }
  const durations = await page.evaluate(() => window.__longTasks);
  const {metrics} = await cdp.send('Performance.getMetrics');
  await context.close();
  return {
    blockingMs: Math.round(durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
    scriptMs: Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000),
  };
}

/**
 * One Lighthouse run (mobile, default simulated throttling) of `url` in the Chrome on `port`:
 * the scores, LCP, TBT, CLS and the run's benchmarkIndex, or `{error}` when Lighthouse reports the
 * run as failed (a runtimeError, or no performance score): such a run is not a sample.
 */
export async function lighthouseSample(url, port, {extraHeaders, onlyCategories} = {}) {
  const {lhr} = await lighthouse(url, {port, output: 'json', logLevel: 'error', extraHeaders, onlyCategories});
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    return {error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no performance score'};
  }
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    'best-practices': Math.round((lhr.categories['best-practices']?.score ?? NaN) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? NaN) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's own CPU speed estimate for this run: lower means a busier or slower machine.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
