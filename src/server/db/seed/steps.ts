import type { SeedStep } from './demoSeed';
import { seedDemoMoney } from '../../modules/ledger/demoSeed';
import { seedContent } from '../../modules/content/demoSeed';
import { seedMinigames } from '../../modules/minigame/demoSeed';
import { seedDemoVendors } from '../../modules/vendors/demoSeed';
import { seedRoulette } from '../../modules/roulette/demoSeed';
import { seedCoupons } from '../../modules/coupons/demoSeed';
import { seedBonuses } from '../../modules/bonuses/demoSeed';

/** Demo-seed work of other modules (balances, boards, games), run after the accounts exist. */
export const demoSeedSteps: SeedStep[] = [
  seedDemoMoney,
  seedContent,
  seedMinigames,
  seedDemoVendors,
  seedRoulette,
  seedCoupons,
  seedBonuses,
];
