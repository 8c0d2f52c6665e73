import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LevelRule } from '../../../shared/levels/ladder';
import type { LevelProgramInput } from '../../../shared/api/office/memberLevels';

type Db = Kysely<DB> | Transaction<DB>;

/** A site's program (every site has its row: migration 2001, site/newSite.ts). */
export async function readProgram(db: Db, siteId: string): Promise<LevelProgramInput> {
  const p = await db
    .selectFrom('level_programs')
    .select(['enabled', 'window_days', 'grace_days'])
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { enabled: p.enabled, windowDays: p.window_days, graceDays: p.grace_days };
}

/** The program row locked: one change of a site's rules at a time. */
export const lockProgram = (trx: Transaction<DB>, siteId: string) =>
  trx
    .selectFrom('level_programs')
    .select('site_id')
    .where('site_id', '=', siteId)
    .forUpdate()
    .executeTakeFirstOrThrow();

/** The site's ladder: each ruled level's minimums. */
export async function readRules(db: Db, siteId: string): Promise<LevelRule[]> {
  const rows = await db
    .selectFrom('level_rules')
    .select(['level', 'turnover_min', 'deposits_min', 'active_days_min'])
    .where('site_id', '=', siteId)
    .orderBy('level')
    .execute();
  return rows.map((r) => ({
    level: r.level,
    turnoverMin: Number(r.turnover_min),
    depositsMin: Number(r.deposits_min),
    activeDaysMin: r.active_days_min,
  }));
}

/** Each level of the site with its name and member count (the rules page lists every level). */
export const siteLevels = (db: Db, siteId: string) =>
  db
    .selectFrom('levels as l')
    .select(['l.level', 'l.name'])
    .select((eb) =>
      eb
        .selectFrom('members as m')
        .whereRef('m.site_id', '=', 'l.site_id')
        .whereRef('m.level', '=', 'l.level')
        .select(eb.fn.countAll<string>().as('n'))
        .as('members'),
    )
    .where('l.site_id', '=', siteId)
    .orderBy('l.level')
    .execute();

/** The program and the whole ladder replaced, in the caller's transaction. */
export async function writeRules(
  trx: Transaction<DB>,
  siteId: string,
  program: LevelProgramInput,
  rules: readonly LevelRule[],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('level_programs')
    .set({ enabled: program.enabled, window_days: program.windowDays, grace_days: program.graceDays, updated_at: now })
    .where('site_id', '=', siteId)
    .execute();
  await trx.deleteFrom('level_rules').where('site_id', '=', siteId).execute();
  if (rules.length)
    await trx
      .insertInto('level_rules')
      .values(
        rules.map((r) => ({
          site_id: siteId,
          level: r.level,
          turnover_min: r.turnoverMin,
          deposits_min: r.depositsMin,
          active_days_min: r.activeDaysMin,
        })),
      )
      .execute();
}

/** The last review of a site (a site day), null before the first. */
export async function lastReviewDay(db: Db, siteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('level_reviews')
    .select((eb) => eb.fn.max<string>(eb.cast('day', 'text')).as('day'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row?.day ?? null;
}
