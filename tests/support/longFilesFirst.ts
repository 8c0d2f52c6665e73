import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that run for a minute or more on their own (measured on the CI machine: thousands of
 * calls, server processes started and stopped, fuzzing every route). vitest starts the longest
 * files first only when it has their durations from an earlier run; a fresh clone (CI) has none,
 * and in name order these came last, leaving one worker busy for minutes after the others ended.
 */
const LONG_FILES = [
  'vendorPamChaos.test.ts',
  'shutdown.test.ts',
  'fuzzRoutes.test.ts',
  'twoNode.test.ts',
  'minigameTwoNodes.test.ts',
  'ledgerCrash.test.ts',
  'insuredBets.test.ts',
  'authzMatrix.test.ts',
  'rtp.test.ts',
  'responsibleLimits.test.ts',
  'rateRace.test.ts',
  'productionDefaults.test.ts',
  'securityLocks.test.ts',
  'content.fuzz.test.ts',
];

/** vitest's own order (durations of an earlier run, else file size), the long files moved to the front. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONG_FILES.indexOf(path.basename(spec.moduleId));
      return i < 0 ? LONG_FILES.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
