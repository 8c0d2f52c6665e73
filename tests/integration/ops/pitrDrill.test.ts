import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drillPitr } from '../../../scripts/cluster/pitr';
import { PG_BIN } from '../../../scripts/cluster/postgres';

/**
 * The backup and restore drill (docs/operations/backup-restore.md), as `npm run cluster --
 * drill:pitr` runs it: a primary of its own archiving its WAL, a base backup, money booked through
 * the API before and after a moment, a restore to that moment into a fresh data directory.
 * It needs PostgreSQL's server binaries (PG_BIN), so it runs in CI's PostgreSQL phase.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.runIf(process.env.DATABASE_URL && existsSync(path.join(PG_BIN, 'pg_basebackup')))(
  'point-in-time recovery from a base backup and the WAL archive',
  () => {
    it('restores what was booked before the target and nothing after it, and the restored ledger verifies', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pitr-drill-'));
      dirs.push(dir);
      const result = await drillPitr({ dir, port: Number(process.env.PITR_DRILL_PORT ?? 7193) });

      expect(result.after).toBeGreaterThan(result.before);
      // replayed from the archive: the base backup was taken before either was booked
      expect(result.restoredBefore).toBe(true);
      expect(result.restoredAfter).toBe(false);
      expect(result.archivedSegments).toBeGreaterThan(0);
      expect(result.verify).toEqual({ output: 'ledger: OK', code: 0 });
    }, 300_000);
  },
);
