/**
 * Fails the e2e run when a test was skipped (`test.skip`, `test.fixme`, a skipping condition): a
 * skipped test proves nothing and hides in a green run.
 */
import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

export default class NoSkippedTests implements Reporter {
  private skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped.push(test.titlePath().filter(Boolean).join(' › '));
  }

  async onEnd(result: FullResult): Promise<{status: FullResult['status']} | undefined> {
    if (this.skipped.length === 0) return undefined;
    console.error(`\n${this.skipped.length} test(s) skipped; a test must run or be removed:\n  ${this.skipped.join('\n  ')}\n`);
    return {status: result.status === 'passed' ? 'failed' : result.status};
  }
}
