import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, "Tests: N passed, N failed, N skipped", that any CI log reader understands.
 * An unhandled error fails the run, so it counts as a failure here too, and so does a file that failed with no
 * failed test of its own (a hook that threw or timed out: its tests are reported skipped, but the run failed).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedHere += 1;
        else skipped += 1;
      }
      failed += failedHere;
      if (module.state() === 'failed' && failedHere === 0) failed += 1;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
