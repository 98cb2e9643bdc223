/**
 * A time budget per test file, printed at the end of a run for every file that went over it, so a
 * new capability sees what its tests cost the suite (issue 30: `npm test` within 15 minutes on the
 * 2-core machine). A file's time is its import plus its tests and hooks, as vitest measures them.
 * Over budget is reported, not failed: a loaded machine must not turn a slow file into a red run.
 */
import type { Reporter, TestModule } from "vitest/node";

/** Seconds a file may take: a browser file, a file on the database, a unit file. */
export function budgetSeconds(file: string): number {
  if (file.includes("tests/e2e/")) return 60;
  if (file.includes("tests/integration/")) return 20;
  return 5;
}

export function secondsOf(module: TestModule): number {
  const diagnostic = module.diagnostic();
  return (diagnostic.collectDuration + diagnostic.duration) / 1000;
}

export default class TimeBudgetReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const over = testModules
      .map((module) => ({ file: module.relativeModuleId, seconds: secondsOf(module) }))
      .filter(({ file, seconds }) => seconds > budgetSeconds(file))
      .sort((a, b) => b.seconds - a.seconds);
    if (over.length === 0) return;
    console.log(`\n${over.length} test file(s) over their time budget (tests/support/time-budget-reporter.ts):`);
    for (const { file, seconds } of over) {
      console.log(`  ${file}: ${seconds.toFixed(1)} s (budget ${budgetSeconds(file)} s)`);
    }
  }
}
