import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { SettlementRunResult } from '../../../src/shared/api/office/settlements';
import { verify } from '../../../src/server/modules/ledger/verify';
import { memberIdOf } from '../../support/moneyFixtures';
import { openSession, pamClient } from '../../support/pamClient';

/**
 * Rounds of the virtual, e-sports and fishing groups, played through /pam
 * (docs/domains/vendors.md), settle in the partner's daily settlement
 * (docs/domains/settlements.md): rolling and losing both count them under the rate group §3 places
 * them in (virtual and e-sports as casino, fishing as slot).
 */
const DAY = '2026-11-20';
let now = new Date('2026-11-20T05:00:00Z'); // 14:00 site time (+09:00)
let t: TestApp;
let member: number;

const tx = (type: 'WITHDRAW' | 'DEPOSIT', id: string, round: string, amount: number, game: string) => ({
  currency: 'KRW',
  provider: 'demo',
  transactionType: type,
  cashAmount: amount,
  bonusAmount: 0,
  promoAmount: 0,
  transactionDateTime: now.toISOString(),
  providerTransactionId: id,
  providerGameId: game,
  providerRoundId: round,
  isGameOver: type === 'DEPOSIT',
});

/** One round of the group's demo game: the stake, then the payout that closes it. */
async function playRound(group: string, procId: number, game: string, stake: number, payout: number) {
  const { token } = await openSession(t.app, member, { group, procId, provider: 'demo', gameId: game });
  const pam = pamClient(t.app, { token, provider: 'demo' });
  const round = `${group}-r1`;
  expect((await pam.add(String(member), tx('WITHDRAW', `${round}-s`, round, stake, game))).body.status).toBe('OK');
  expect((await pam.add(String(member), tx('DEPOSIT', `${round}-p`, round, payout, game))).body.status).toBe('OK');
}

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  member = await memberIdOf(t, 'member01');
  await playRound('virtual', 103, 'demo-virtual-race', 10_000, 0);
  await playRound('esport', 101, 'demo-esports-match', 20_000, 5_000);
  await playRound('fishing', 1001, 'demo-fishing', 4_000, 1_000);
  now = new Date('2026-11-20T18:00:00Z'); // 03:00 on the 21st, site time: the day has ended
}, 300_000);
afterAll(() => t.close());

describe('virtual, e-sports and fishing in the daily partner settlement', () => {
  it('the slips are settled LOSE under their own product group', async () => {
    const slips = await t.database.db
      .selectFrom('bets')
      .select(['game_group', 'status', 'stake', 'payout'])
      .where('member_id', '=', member)
      .orderBy('id')
      .execute();
    expect(slips).toEqual([
      { game_group: 'virtual', status: 'LOSE', stake: 10_000, payout: 0 },
      { game_group: 'esport', status: 'LOSE', stake: 20_000, payout: 5_000 },
      { game_group: 'fishing', status: 'LOSE', stake: 4_000, payout: 1_000 },
    ]);
  });

  it('pays losing on the casino rate for virtual and e-sports, on the slot rate for fishing, and rolling for all three', async () => {
    const admin = await t.loginStaff();
    const res = await t.call<SettlementRunResult>('/api/admin/settlements/run', { day: DAY }, { token: admin });
    expect(res.resultCode).toBe('200');
    const of = (memId: string, kind: string) => res.data.paid.find((p) => p.memId === memId && p.kind === kind);
    // The member's branch lost 10,000 + 15,000 in casino products and 3,000 in fishing; ptn05 keeps
    // 1,400 bp of losing (the member has none), ptn04 the 400 bp between its rate and ptn05's.
    const byGroup = (memId: string, kind: string) =>
      Object.fromEntries((of(memId, kind)?.parts ?? []).map((p) => [p.gameGroup, [p.base, p.amount]]));
    expect(of('ptn05', 'losing')).toMatchObject({ base: 28_000, amount: 3_920 });
    expect(byGroup('ptn05', 'losing')).toEqual({ casino: [25_000, 3_500], slot: [3_000, 420] });
    expect(byGroup('ptn04', 'losing')).toEqual({ casino: [25_000, 1_000], slot: [3_000, 120] });
    // Rolling: stake × 70 bp for ptn05 (30,000 in casino products, 4,000 in fishing).
    expect(byGroup('ptn05', 'rolling')).toEqual({ casino: [30_000, 210], slot: [4_000, 28] });
    expect((await verify(t.database.db)).violations).toEqual([]);
  });
});
