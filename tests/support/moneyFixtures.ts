import { sql } from 'kysely';
import type { TestApp } from './testApp';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { SiteOptions } from '../../src/shared/api/site';
import type { CashRow } from '../../src/shared/api/cash';
import { hashSecret } from '../../src/server/modules/identity/passwords';
import { memberBalances } from '../../src/server/modules/ledger/repo';
import { inMoneyTransaction } from '../../src/server/modules/ledger/service';
import { betPayoutPosting, betStake } from '../../src/server/modules/ledger/gameMoney';
import { insertSlip } from '../../src/server/modules/bets/repo';
import type { AppDeps } from '../../src/server/deps';

/** A clock the money tests move: 12:00 in Korea (outside the 23:30–00:30 bank window) by default. */
export const testClock = (iso = '2026-11-21T03:00:00Z') => {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (next: string) => void (now = new Date(next)),
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
};

export async function setOptions(t: TestApp, patch: Partial<SiteOptions>): Promise<void> {
  await sql`update sites set options = options || ${JSON.stringify(patch)}::jsonb where id = ${DEMO.siteId}`.execute(
    t.app.deps.db,
  );
  t.app.deps.sites.invalidate(DEMO.siteId);
}

export async function memberIdOf(t: TestApp, memId: string): Promise<number> {
  return (await t.app.deps.db.selectFrom('members').select('id').where('mem_id', '=', memId).executeTakeFirstOrThrow())
    .id;
}

export const balancesOf = async (t: TestApp, memId: string) =>
  memberBalances(t.app.deps.db, await memberIdOf(t, memId));

export async function addStaff(t: TestApp, staffId: string, role: string): Promise<string> {
  await t.app.deps.db
    .insertInto('staff')
    .values({
      site_id: DEMO.siteId,
      staff_id: staffId,
      name: staffId,
      password_hash: await hashSecret(t.config, DEMO.password),
      role,
      totp_secret: null,
    })
    .execute();
  return t.loginStaff(staffId);
}

export const withKey = (token: string, key: string) => ({ token, 'idempotency-key': key });

/**
 * member01 asks for a deposit and staff approve it, through HTTP, an hour after the last call (past
 * the wait between two deposit requests and the sessions' lifetime): answers its ledger key.
 */
export async function approvedDeposit(
  t: TestApp,
  clock: ReturnType<typeof testClock>,
  amount: number,
  key: string,
): Promise<string> {
  clock.advance(3_600_000);
  const member = await t.login('member01');
  const staff = await t.loginStaff();
  const asked = await t.call<CashRow>(
    '/api/cash/in',
    { depositor: '홍길동', amount, bonusYn: 'N' },
    withKey(member, key),
  );
  if (asked.resultCode !== '200') throw new Error(`deposit asked: ${asked.resultCode}`);
  const approved = await t.call('/api/admin/deposits/approve', { id: asked.data.cashIdx }, { token: staff });
  if (approved.resultCode !== '200') throw new Error(`deposit approved: ${approved.resultCode}`);
  return `deposit:${asked.data.cashIdx}`;
}

/** A casino slip of `memberId` staking 5,000, as the slip row stands before the ledger is asked. */
/** The columns of a slip row written now and not yet staked: no ledger transaction, no balances, open. */
export const unstakedSlip = () => ({
  stake_txn_id: null,
  payout_txn_id: null,
  balance_before: null,
  balance_after: null,
  detail: JSON.stringify({}),
  created_at: new Date(),
  settled_at: null,
});

const casinoSlip = (memberId: number) => ({
  site_id: DEMO.siteId,
  member_id: memberId,
  game_group: 'casino',
  vendor_code: '101',
  game_code: 'x',
  round_id: null,
  stake: 5_000,
  ...unstakedSlip(),
});

/** A won casino slip: its stake of 5,000 and payout of 9,750 through the ledger, the slip naming both. */
export async function wonCasinoSlip(deps: AppDeps, memberId: number) {
  const vendor = { group: 'casino', procId: 101 };
  return inMoneyTransaction(deps, async (m) => {
    const bet = await insertSlip(m.trx, casinoSlip(memberId));
    const staked = await betStake(m, { siteId: DEMO.siteId, memberId, vendor, betId: bet.id, amount: 5_000 });
    const paid = await m.post(
      betPayoutPosting({ siteId: DEMO.siteId, memberId, vendor, betId: bet.id, amount: 9_750 }),
    );
    await m.trx
      .updateTable('bets')
      .set({ stake_txn_id: staked.transactionId, payout_txn_id: paid.transactionId, payout: 9_750, status: 'WIN' })
      .where('id', '=', bet.id)
      .where('created_at', '=', bet.created_at)
      .execute();
    return { betId: bet.id, memberId, stakeTxn: staked.transactionId, payoutTxn: paid.transactionId };
  });
}

/** A casino slip whose stake the ledger never saw: a fault planted for ledger:verify to find. */
export const slipOutsideLedger = (deps: AppDeps, memberId: number) =>
  deps.db.transaction().execute((trx) => insertSlip(trx, casinoSlip(memberId)));
