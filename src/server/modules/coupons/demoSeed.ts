import type { SeedStep } from '../../db/seed/demoSeed';
import { issueCoupons } from './officeRepo';

const KINDS = [
  { name: 'Welcome 5,000 P', reward: 'point', amount: 5_000, valid_days: 30, enabled: true },
  { name: 'Cash 10,000', reward: 'cash', amount: 10_000, valid_days: 30, enabled: true },
  { name: 'Roulette x3', reward: 'spin', amount: 3, valid_days: 30, enabled: true },
] as const;

/** One coupon of each kind for every approved demo member. */
export const seedCoupons: SeedStep = async (db, _config, ids) => {
  await db.transaction().execute(async (trx) => {
    for (const kind of KINDS) {
      const { id } = await trx
        .insertInto('coupon_kinds')
        .values({ site_id: ids.siteId, ...kind })
        .returning('id')
        .executeTakeFirstOrThrow();
      await issueCoupons(
        trx,
        ids.siteId,
        { id, valid_days: kind.valid_days },
        { target: 'all' },
        'system:demo',
        new Date(),
      );
    }
  });
};
