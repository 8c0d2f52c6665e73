import type { Kysely } from 'kysely';
import type { SeedStep } from '../../db/seed/demoSeed';
import type { DB } from '../../db/schema';
import { createEventBus } from '../../events/bus';
import { LedgerKind, post, SystemAccount } from './service';

const MEMBER_CASH = 500_000;
const MEMBER_POINT = 30_000;
const PARTNER_CASH = 1_000_000;

/** DESIGN demo seed: a demo account's starting money, paid from the house bank (points from the bonus account). */
const grant = (db: Kysely<DB>, siteId: string, memberId: number, asset: 'cash' | 'point', amount: number) =>
  post(
    { db, bus: createEventBus(() => undefined) },
    {
      siteId,
      idempotencyKey: `seed:${asset}:${memberId}`,
      kind: LedgerKind.Seed,
      memo: 'demo money',
      postings: [
        { account: { system: asset === 'cash' ? SystemAccount.House : SystemAccount.Bonus, asset }, amount: -amount },
        { account: { member: memberId, asset }, amount },
      ],
    },
  );

/** The starting cash of a demo player opened after the seed (db/seed/demoPlay.ts). */
export const grantStartingCash = (db: Kysely<DB>, siteId: string, memberId: number, amount: number) =>
  grant(db, siteId, memberId, 'cash', amount);

/** Members and partners start with money. */
export const seedDemoMoney: SeedStep = async (db, _config, ids) => {
  for (const id of ids.members) {
    await grant(db, ids.siteId, id, 'cash', MEMBER_CASH);
    await grant(db, ids.siteId, id, 'point', MEMBER_POINT);
  }
  for (const id of ids.partners) await grant(db, ids.siteId, id, 'cash', PARTNER_CASH);
};
