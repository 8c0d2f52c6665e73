import type { SeedStep } from '../../db/seed/demoSeed';
import { DEMO_ROULETTE_PRIZES } from '../../../shared/promotions/roulettePrizes';
import { issueCoupons } from '../coupons/officeRepo';

const KINDS = [
  { name: 'Welcome 5,000 P', reward: 'point', amount: 5_000, valid_days: 30, enabled: true },
  { name: 'Cash 10,000', reward: 'cash', amount: 10_000, valid_days: 30, enabled: true },
  { name: 'Roulette x3', reward: 'spin', amount: 3, valid_days: 30, enabled: true },
] as const;

/** The demo site's wheel, and one coupon of each kind for every approved demo member. */
export const seedPromotions: SeedStep = async (db, _config, ids) => {
  await db
    .insertInto('roulette_prizes')
    .values(DEMO_ROULETTE_PRIZES.map((p, i) => ({ site_id: ids.siteId, reward: p.reward, amount: p.amount, weight: p.weight, ord: i })))
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const kind of KINDS) {
      const { id } = await trx.insertInto('coupon_kinds').values({ site_id: ids.siteId, ...kind }).returning('id').executeTakeFirstOrThrow();
      await issueCoupons(trx, ids.siteId, { id, valid_days: kind.valid_days }, { target: 'all' }, 'system:demo', new Date());
    }
  });
};
