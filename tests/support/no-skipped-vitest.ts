/**
 * Fails the unit run when a test was skipped (`.skip`, `.todo`, `skipIf`, `runIf`, `ctx.skip()`):
 * a skipped test proves nothing and hides in a green run. Runs narrowed with `-t` are left alone.
 */
import type {Reporter, TestModule, Vitest} from 'vitest/node';

export default class NoSkippedTests implements Reporter {
  private narrowed = false;

  onInit(vitest: Vitest): void {
    this.narrowed = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (this.narrowed) return;
    const skipped = testModules.flatMap((module) =>
      Array.from(module.children.allTests('skipped'), (test) => `${module.moduleId}: ${test.fullName}`),
    );
    if (skipped.length === 0) return;
    console.error(`\n${skipped.length} test(s) skipped; a test must run or be removed:\n  ${skipped.join('\n  ')}\n`);
    process.exitCode = 1;
  }
}
