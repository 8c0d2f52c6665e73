import type { SeedStep } from '../../db/seed/demoSeed';
import { DEMO_ROULETTE_PRIZES } from '../../../shared/promotions/roulettePrizes';

/** The demo site's wheel. */
export const seedRoulette: SeedStep = async (db, _config, ids) => {
  await db
    .insertInto('roulette_prizes')
    .values(
      DEMO_ROULETTE_PRIZES.map((p, i) => ({
        site_id: ids.siteId,
        reward: p.reward,
        amount: p.amount,
        weight: p.weight,
        ord: i,
      })),
    )
    .execute();
};
