import type { SeedStep } from '../../db/seed/demoSeed';

/**
 * What the demo's banner and event promise, granted (docs/domains/bonuses.md): 10% of the first
 * deposit of the day for every level, in cash, up to 100,000, on deposits of 10,000 or more, to
 * wager 3× within 72 hours; slots count whole, casino 10%, sports singles half, mini games nothing.
 */
export const seedBonuses: SeedStep = async (db, _config, ids) => {
  const { id } = await db
    .insertInto('bonus_programs')
    .values({
      site_id: ids.siteId,
      kind: 'first_deposit',
      name: '첫충 10%',
      pays: 'cash',
      cap: 100_000,
      min_deposit: 10_000,
      weights: JSON.stringify({
        slot: 10_000,
        casino: 1_000,
        sports_single: 5_000,
        sports_combo: 10_000,
        virtual: 5_000,
        esport: 5_000,
        fishing: 10_000,
      }),
      rollover_bp: 30_000,
      expiry_hours: 72,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const levels = await db.selectFrom('levels').select('level').where('site_id', '=', ids.siteId).execute();
  await db
    .insertInto('bonus_program_levels')
    .values(levels.map((l) => ({ program_id: id, level: l.level, rate_bp: 1_000, fixed_amount: 0 })))
    .execute();
};
