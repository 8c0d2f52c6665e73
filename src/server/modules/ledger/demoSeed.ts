import type { SeedStep } from '../../db/seed/demoSeed';
import { createEventBus } from '../../events/bus';
import { LedgerKind, post, SystemAccount } from './service';

const MEMBER_CASH = 500_000;
const MEMBER_POINT = 30_000;
const PARTNER_CASH = 1_000_000;

/** DESIGN demo seed: members and partners start with money, paid from the house bank through the ledger. */
export const seedDemoMoney: SeedStep = async (db, _config, ids) => {
  const deps = { db, bus: createEventBus(() => undefined) };
  const grant = (memberId: number, asset: 'cash' | 'point', amount: number) =>
    post(deps, {
      siteId: ids.siteId,
      idempotencyKey: `seed:${asset}:${memberId}`,
      kind: LedgerKind.Seed,
      memo: 'demo money',
      postings: [
        { account: { system: asset === 'cash' ? SystemAccount.House : SystemAccount.Bonus, asset }, amount: -amount },
        { account: { member: memberId, asset }, amount },
      ],
    });
  for (const id of ids.members) {
    await grant(id, 'cash', MEMBER_CASH);
    await grant(id, 'point', MEMBER_POINT);
  }
  for (const id of ids.partners) await grant(id, 'cash', PARTNER_CASH);
};
