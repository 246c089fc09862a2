/**
 * The e2e `test`: every test gets a page whose console errors, uncaught exceptions and
 * Content-Security-Policy violations are collected and must be empty when the test ends.
 * A test that provokes a console error on purpose declares it with `allowProblem(/pattern/)`;
 * a CSP violation can only be declared with `allowCspViolation(/pattern/)`, so that allowing a
 * noisy console never hides a blocked request.
 */
import {test as base, expect} from '@playwright/test';
import {waitForHydration} from './page';

export interface Problems {
  console: string[];
  pageErrors: string[];
  csp: string[];
}

interface Fixtures {
  problems: Problems;
  /** Declares an expected console error or uncaught exception (matched against its text). */
  allowProblem: (pattern: RegExp) => void;
  /** Declares an expected CSP violation report (matched against its text). */
  allowCspViolation: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures>({
  // The site paints first and hydrates a frame later (plugins/paint-first): navigation helpers
  // also wait for React, so tests interact with a live page as a reader would a moment later.
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () => waitForHydration(page, 15_000).catch(() => undefined);
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args: Parameters<typeof reload>) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
    // A route handler can still be fetching when the test ends (an idle prefetch the test never
    // waited for); Playwright then fails the test with "route.fetch: Test ended" (1 failure in 3
    // whole runs beside a CPU burner). What the test checked is done, so such handlers are dropped.
    // A test may have closed the page itself (a reader leaving, then coming back in a new tab).
    if (!page.isClosed()) await page.unrouteAll({behavior: 'ignoreErrors'});
  },
  allowProblem: [
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = [];
      (testInfo as unknown as {allowed: RegExp[]}).allowed = allowed;
      await use((pattern) => allowed.push(pattern));
    },
    {auto: true},
  ],
  allowCspViolation: [
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = [];
      (testInfo as unknown as {allowedCsp: RegExp[]}).allowedCsp = allowed;
      await use((pattern) => allowed.push(pattern));
    },
    {auto: true},
  ],
  problems: [
    async ({page}, use, testInfo) => {
      const problems: Problems = {console: [], pageErrors: [], csp: []};
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        problems.csp.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const sample = event.sample ? ` sample ${JSON.stringify(event.sample)}` : '';
          const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})${sample}`;
          (window as unknown as {__reportCspViolation: (t: string) => void}).__reportCspViolation(report);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.console.push(message.text());
      });
      page.on('pageerror', (error) => problems.pageErrors.push(String(error)));

      await use(problems);

      const info = testInfo as unknown as {allowed?: RegExp[]; allowedCsp?: RegExp[]};
      const unexpected = (list: string[], allowed: RegExp[] = []) =>
        list.filter((text) => !allowed.some((re) => re.test(text)));
      // Chromium also logs each CSP violation to the console; the event above already counts it.
      const isCspConsole = (text: string) => /Content Security Policy/.test(text);
      expect(unexpected(problems.csp, info.allowedCsp), 'Content-Security-Policy violations').toEqual([]);
      expect(unexpected(problems.pageErrors, info.allowed), 'uncaught exceptions').toEqual([]);
      const consoleErrors = problems.console.filter((text) => !isCspConsole(text));
      expect(unexpected(consoleErrors, info.allowed), 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
