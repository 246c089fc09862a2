/**
 * The e2e `test`: every test gets a page whose console errors, uncaught exceptions and
 * Content-Security-Policy violations are collected and must be empty when the test ends.
 * A test that provokes an error on purpose declares it with `allowProblem(/pattern/)`.
 */
import {test as base, expect} from '@playwright/test';

export interface Problems {
  console: string[];
  pageErrors: string[];
  csp: string[];
}

interface Fixtures {
  problems: Problems;
  /** Declares an expected console error or CSP report (matched against its text). */
  allowProblem: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures>({
  allowProblem: [
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = [];
      (testInfo as unknown as {allowed: RegExp[]}).allowed = allowed;
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
          const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
          (window as unknown as {__reportCspViolation: (t: string) => void}).__reportCspViolation(report);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.console.push(message.text());
      });
      page.on('pageerror', (error) => problems.pageErrors.push(String(error)));

      await use(problems);

      const allowed = (testInfo as unknown as {allowed?: RegExp[]}).allowed ?? [];
      const unexpected = (list: string[]) => list.filter((text) => !allowed.some((re) => re.test(text)));
      expect(unexpected(problems.csp), 'Content-Security-Policy violations').toEqual([]);
      expect(unexpected(problems.pageErrors), 'uncaught exceptions').toEqual([]);
      expect(unexpected(problems.console), 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
