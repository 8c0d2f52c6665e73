/**
 * Every PostgreSQL advisory-lock key the platform takes, in one table so that no two uses share one.
 * PostgreSQL keeps two key spaces apart: a single bigint (`pg_advisory_lock(key)`), used here for
 * work one node does at a time, and a pair of ints (`pg_advisory_xact_lock(class, id)`), whose first
 * names the kind of thing locked and whose second names the row. SQL function files cannot import
 * this table: they write their key as a literal, and tests/integration/db/sqlFunctions.test.ts holds
 * each literal to it.
 */
export const AdvisoryLock = {
  /** db/migrate.ts: one node migrates at a time. */
  migrate: 7_204_001,
  /** Leaders of scheduled work (DESIGN: scheduled work runs on one node at a time; jobs/leaderLock.ts). */
  minigameScheduler: 7_204_300,
  vendorReconcile: 7_204_311,
  demoRecovery: 7_204_620,
  integrity: 7_204_700,
  memberLevels: 7_204_820,
  /** Month partitions made ahead and the default partition emptied (db/monthPartitions.ts). */
  monthPartitions: 7_204_060,
  /** Months older than the site option retentionMonths archived (db/archive/monthArchives.ts). */
  retention: 7_204_061,
  sportsFeed: 7_204_900,
  /** The sports feed's live pass and its silence watchdog (sports/feed/job.ts). */
  sportsLive: 7_204_910,
  sportsSilence: 7_204_911,
  /** Slips in their bet delay decided (sports/scheduler.ts). */
  sportsAcceptance: 7_204_912,
  /** Bonus requirements past their time (bonuses/scheduler.ts). */
  bonusExpiry: 7_204_950,
  /** The weekly payback (bonuses/scheduler.ts). */
  payback: 7_204_951,
  /** The §9 report roll-ups (reports/scheduler.ts). */
  reportRollups: 7_204_960,
} as const;

/** The first key of a pair: the kind of row whose id (or hash) is the second. */
export const AdvisoryLockClass = {
  /** (class, hashtext of site and family): serialises banner limit checks (content/banner/officeRepo.ts). */
  bannerFamily: 7_204_200,
  /** (class, hashtext of the partition's name): one node creates a month partition (db/functions/month_partition_ensure.sql). */
  monthPartition: 7_204_050,
  /**
   * (class, member id): a fixture's settlement holds every member with slips on it until it commits;
   * placing a slip tries it shared without waiting (sports/slipRepo.ts, sports/sql/sports_fast_slips.sql).
   */
  sportsSettling: 7_204_901,
} as const;
