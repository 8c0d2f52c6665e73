import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { verify } from '../../../src/server/modules/ledger/verify';
import { memberIdOf } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient, redtiger } from '../../support/pamClient';
import type { BetList, BetRow } from '../../../src/shared/api/bets';
import type { OfficeList } from '../../../src/shared/api/office';
import type { OfficeBetRecord } from '../../../src/shared/api/office/bets';

/**
 * The Valkyrie PAM API v0.6 (pam/pam_api.yml) at /pam, driven with the requests Valkyrie's provider
 * modules send (Evolution: own cancel id + bet refId; Red Tiger: refund under the stake's id,
 * isGameOver = Round.Ends), every rule and error code of the spec
 * (docs/domains/vendors.md#valkyries-pam-seamless-wallet).
 */
let t: TestApp;
let member: number;
let player: string;
const cashOf = async (id = member) =>
  (
    await t.app.deps.db
      .selectFrom('accounts')
      .select('balance')
      .where('member_id', '=', id)
      .where('asset', '=', 'cash')
      .executeTakeFirstOrThrow()
  ).balance!;

beforeAll(async () => {
  t = await createTestApp();
  member = await memberIdOf(t, 'member01');
  player = String(member);
}, 300_000);
afterAll(() => t.close());

const casinoSession = () =>
  openSession(t.app, member, { group: 'casino', procId: 120, provider: 'evolution', gameId: '' });

describe('authentication and sessions', () => {
  it('refuses a wrong api token (401 PAM_ERR_API_TOKEN), a missing provider (400), an unknown player token (401)', async () => {
    const { token } = await openSession(t.app, member);
    const wrong = await pamClient(t.app, { token, provider: 'demo', apiKey: 'nope' }).balance(player);
    expect([wrong.status, wrong.body.error?.code]).toEqual([401, 'PAM_ERR_API_TOKEN']);
    const noProvider = await pamClient(t.app, { token, provider: '' }).balance(player);
    expect([noProvider.status, noProvider.body.error?.code]).toEqual([400, 'PAM_ERR_MISSING_PROVIDER']);
    const unknown = await pamClient(t.app, { token: 'f'.repeat(40), provider: 'demo' }).balance(player);
    expect([unknown.status, unknown.body.error?.code]).toEqual([401, 'PAM_ERR_SESSION_NOT_FOUND']);
    // A session is bound to its provider.
    const other = await pamClient(t.app, { token, provider: 'evolution' }).balance(player);
    expect([other.status, other.body.error?.code]).toEqual([401, 'PAM_ERR_SESSION_NOT_FOUND']);
  });

  it('answers the session, and a refresh rotates the token (the old one is no longer found)', async () => {
    const { token } = await openSession(t.app, member);
    const pam = pamClient(t.app, { token, provider: 'demo' });
    const got = await pam.session();
    expect(got.body).toEqual({
      status: 'OK',
      session: { playerId: player, token, currency: 'KRW', country: 'KR', language: 'KO', gameId: 'demo-slot-5x3' },
    });
    const refreshed = await pam.refresh();
    const fresh = (refreshed.body.session as { token: string }).token;
    expect(fresh).toMatch(/^[0-9a-f]{40}$/);
    expect(fresh).not.toBe(token);
    expect((await pam.session()).body.error?.code).toBe('PAM_ERR_SESSION_NOT_FOUND');
    expect((await pamClient(t.app, { token: fresh, provider: 'demo' }).session()).body.status).toBe('OK');
  });

  it('answers the balance of the session player only: another player is not this session, an unknown one is not found', async () => {
    const { token } = await openSession(t.app, member);
    const pam = pamClient(t.app, { token, provider: 'demo' });
    expect((await pam.balance(player)).body).toEqual({
      status: 'OK',
      balance: { cashAmount: await cashOf(), bonusAmount: 0, promoAmount: 0 },
    });
    const other = await memberIdOf(t, 'member02');
    expect((await pam.balance(String(other))).body.error?.code).toBe('PAM_ERR_SESSION_NOT_FOUND');
    expect((await pam.balance('99999999')).body.error?.code).toBe('PAM_ERR_PLAYER_NOT_FOUND');
  });

  it('expires a session past its time for stakes (401 PAM_ERR_SESSION_EXPIRED) but still settles its round', async () => {
    const { token, session } = await casinoSession();
    const pam = pamClient(t.app, { token, provider: 'evolution' });
    expect(
      (await pam.add(player, evolution.debit({ id: 'exp-d1', ref: 'exp-r1', round: 'exp-g1', amount: 1000 }))).body
        .status,
    ).toBe('OK');
    await t.app.deps.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', session.id)
      .execute();
    const late = await pam.add(player, evolution.debit({ id: 'exp-d2', ref: 'exp-r2', round: 'exp-g2', amount: 1000 }));
    expect([late.status, late.body.error?.code]).toEqual([401, 'PAM_ERR_SESSION_EXPIRED']);
    expect(
      (await pam.add(player, evolution.credit({ id: 'exp-c1', ref: 'exp-r1', round: 'exp-g1', amount: 1950 }))).body
        .status,
    ).toBe('OK');
  });
});

describe('Evolution: debit, credit, cancel', () => {
  it('takes a stake, answers a replay the same without moving money, and pays the round once', async () => {
    const { token } = await casinoSession();
    const pam = pamClient(t.app, { token, provider: 'evolution' });
    const before = await cashOf();
    const debit = evolution.debit({ id: 'evo-d1', ref: 'evo-r1', round: 'evo-g1', amount: 10_000 });
    const first = await pam.add(player, debit);
    expect(first.body.status).toBe('OK');
    expect(first.body.transactionResult!.balance!.cashAmount).toBe(before - 10_000);
    const replay = await pam.add(player, debit);
    expect(replay.body.transactionResult!.transactionId).toBe(first.body.transactionResult!.transactionId);
    expect(await cashOf()).toBe(before - 10_000);

    const credit = evolution.credit({ id: 'evo-c1', ref: 'evo-r1', round: 'evo-g1', amount: 19_500 });
    expect((await pam.add(player, credit)).body.transactionResult!.balance!.cashAmount).toBe(before + 9_500);
    expect((await pam.add(player, credit)).body.status).toBe('OK');
    expect(await cashOf()).toBe(before + 9_500);
    // A second payout of a finished round, and the id reused for another round.
    const again = await pam.add(
      player,
      evolution.credit({ id: 'evo-c2', ref: 'evo-r1', round: 'evo-g1', amount: 100 }),
    );
    expect(again.body.error?.code).toBe('PAM_ERR_TRANS_ALREADY_SETTLED');
    expect(again.body.transactionResult!.balance!.cashAmount).toBe(before + 9_500);
    expect(
      (await pam.add(player, evolution.credit({ id: 'evo-c1', ref: 'evo-r1', round: 'other', amount: 19_500 }))).body
        .error?.code,
    ).toBe('PAM_ERR_DUPLICATE_TRANS');
    // A payout without a round of this player.
    expect(
      (await pam.add(player, evolution.credit({ id: 'evo-c3', ref: 'evo-rx', round: 'nowhere', amount: 100 }))).body
        .error?.code,
    ).toBe('PAM_ERR_TRANS_NOT_FOUND');

    const lookup = await pam.lookup(player, { providerBetRef: 'evo-r1' });
    expect((lookup.body.transactions as { transactionType: string }[]).map((x) => x.transactionType)).toEqual([
      'WITHDRAW',
      'DEPOSIT',
    ]);
    expect((await pam.lookup(player, { providerTransactionId: 'evo-c1' })).body.transactions).toHaveLength(1);
    const missing = await pam.lookup(player, {});
    expect(missing.status).toBe(400);
    const round = await pam.round(player, 'evo-g1');
    expect(round.body.gameround).toMatchObject({
      providerGameId: 'demo-baccarat',
      providerRoundId: 'evo-g1',
      startTime: expect.any(String),
      endTime: expect.any(String),
    });
    expect((await pam.round(player, 'no-such-round')).body.error?.code).toBe('PAM_ERR_ROUND_NOT_FOUND');
  });

  it('cancels a stake by its bet reference once; a second cancel, a cancel after payout, a cancel of a payout are refused', async () => {
    const { token } = await casinoSession();
    const pam = pamClient(t.app, { token, provider: 'evolution' });
    const before = await cashOf();
    await pam.add(player, evolution.debit({ id: 'can-d1', ref: 'can-r1', round: 'can-g1', amount: 5_000 }));
    const cancelled = await pam.add(
      player,
      evolution.cancel({ id: 'can-x1', ref: 'can-r1', round: 'can-g1', amount: 5_000 }),
    );
    expect(cancelled.body.transactionResult!.balance!.cashAmount).toBe(before);
    expect(
      (await pam.add(player, evolution.cancel({ id: 'can-x1', ref: 'can-r1', round: 'can-g1', amount: 5_000 }))).body
        .status,
    ).toBe('OK');
    expect(
      (await pam.add(player, evolution.cancel({ id: 'can-x2', ref: 'can-r1', round: 'can-g1', amount: 5_000 }))).body
        .error?.code,
    ).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(
      (await pam.add(player, evolution.credit({ id: 'can-c1', ref: 'can-r1', round: 'can-g1', amount: 100 }))).body
        .error?.code,
    ).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(await cashOf()).toBe(before);

    await pam.add(player, evolution.debit({ id: 'set-d1', ref: 'set-r1', round: 'set-g1', amount: 5_000 }));
    await pam.add(player, evolution.credit({ id: 'set-c1', ref: 'set-r1', round: 'set-g1', amount: 0 }));
    expect(
      (await pam.add(player, evolution.cancel({ id: 'set-x1', ref: 'set-r1', round: 'set-g1', amount: 5_000 }))).body
        .error?.code,
    ).toBe('PAM_ERR_TRANS_ALREADY_SETTLED');
    expect(
      (await pam.add(player, { ...evolution.cancel({ id: 'set-c1', ref: 'set-c1', round: 'set-g9', amount: 1 }) })).body
        .error?.code,
    ).toBe('PAM_ERR_CANCEL_NON_WITHDRAW');
  });

  it('remembers a CANCEL that came before its WITHDRAW: the late stake is refused and takes nothing, replays answer the same', async () => {
    const { token } = await casinoSession();
    const pam = pamClient(t.app, { token, provider: 'evolution' });
    const before = await cashOf();
    const early = await pam.add(
      player,
      evolution.cancel({ id: 'early-x1', ref: 'early-r1', round: 'early-g1', amount: 7_000 }),
    );
    expect(early.body.error?.code).toBe('PAM_ERR_CANCEL_NOT_FOUND');
    expect(early.body.transactionResult!.balance!.cashAmount).toBe(before);
    const late = await pam.add(
      player,
      evolution.debit({ id: 'early-d1', ref: 'early-r1', round: 'early-g1', amount: 7_000 }),
    );
    expect(late.body.error?.code).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(
      (await pam.add(player, evolution.debit({ id: 'early-d1', ref: 'early-r1', round: 'early-g1', amount: 7_000 })))
        .body.error?.code,
    ).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(
      (await pam.add(player, evolution.cancel({ id: 'early-x1', ref: 'early-r1', round: 'early-g1', amount: 7_000 })))
        .body.error?.code,
    ).toBe('PAM_ERR_CANCEL_NOT_FOUND');
    expect(await cashOf()).toBe(before);
  });

  it('writes one slip per round with a leg per bet, shown in the member casino tab', async () => {
    const { token } = await casinoSession();
    const pam = pamClient(t.app, { token, provider: 'evolution' });
    await pam.add(player, evolution.debit({ id: 'mb-d1', ref: 'mb-banker', round: 'mb-g1', amount: 10_000 }));
    await pam.add(player, evolution.debit({ id: 'mb-d2', ref: 'mb-pair', round: 'mb-g1', amount: 2_000 }));
    await pam.add(player, evolution.credit({ id: 'mb-c1', ref: 'mb-banker', round: 'mb-g1', amount: 19_500 }));
    const memberToken = await t.login('member01');
    const list = await t.call<BetList>('/api/bet/betlist', { gameType: 'casino' }, { token: memberToken });
    const slip = list.data.list.find((b) => b.roundId === 'mb-g1');
    expect(slip).toMatchObject({ betAmt: 12_000, status: 'WIN' });
    expect(slip!.legs).toHaveLength(2);
    // the game as the catalogue names it in the reader's language (the member front sends it)
    expect(slip!.gameName).toBe('클래식 바카라');
    const english = await t.call<BetList>(
      '/api/bet/betlist',
      { gameType: 'casino' },
      { token: memberToken, 'accept-language': 'en' },
    );
    expect(english.data.list.find((b) => b.roundId === 'mb-g1')!.gameName).toBe('Classic Baccarat');
    const detail = await t.call<BetRow>(
      '/api/bet/detail',
      { betIdx: slip!.betIdx },
      { token: memberToken, 'accept-language': 'th' },
    );
    expect(detail.data.gameName).toBe('บาคาร่าคลาสสิก');
    // the office names it in the operator's language too
    // (docs/architecture/office-front.md#readable-office)
    const staff = await t.loginStaff();
    const officeName = async (language: string) => {
      const bets = await t.call<OfficeList<OfficeBetRecord>>(
        '/api/admin/bets/list',
        { page: 1, perPage: 50, filter: { gameGroup: 'casino' } },
        { token: staff, 'accept-language': language },
      );
      return bets.data.list.find((b) => b.roundId === 'mb-g1')!.gameName;
    };
    expect(await officeName('ko')).toBe('클래식 바카라');
    expect(await officeName('en')).toBe('Classic Baccarat');
    const one = await t.call<OfficeBetRecord>(
      '/api/admin/bets/get',
      { id: slip!.betIdx },
      { token: staff, 'accept-language': 'en' },
    );
    expect(one.data.gameName).toBe('Classic Baccarat');
  });
});

describe('Red Tiger: stake, payout, refund under the stake id', () => {
  it('refunds a stake named by its own transaction id, and a payout closes the round when the round ends', async () => {
    const { token } = await openSession(t.app, member, { provider: 'redtiger' });
    const pam = pamClient(t.app, { token, provider: 'redtiger' });
    const before = await cashOf();
    await pam.add(player, redtiger.stake({ id: 'rt-s1', round: 'rt-g1', amount: 3_000 }));
    expect(
      (await pam.add(player, redtiger.refund({ id: 'rt-s1', round: 'rt-g1', amount: 3_000 }))).body.transactionResult!
        .balance!.cashAmount,
    ).toBe(before);
    await pam.add(player, redtiger.stake({ id: 'rt-s2', round: 'rt-g2', amount: 3_000 }));
    await pam.add(player, redtiger.payout({ id: 'rt-p2', round: 'rt-g2', amount: 0, ends: false }));
    await pam.add(player, redtiger.payout({ id: 'rt-p3', round: 'rt-g2', amount: 4_500, ends: true }));
    expect(await cashOf()).toBe(before + 1_500);
    expect(
      (await pam.add(player, redtiger.stake({ id: 'rt-s3', round: 'rt-g2', amount: 1_000 }))).body.error?.code,
    ).toBe('PAM_ERR_TRANS_ALREADY_SETTLED');
    // A promotion pays without a stake.
    expect(
      (await pam.add(player, redtiger.promo({ id: 'rt-promo1', amount: 2_000 }))).body.transactionResult!.balance!
        .cashAmount,
    ).toBe(before + 3_500);
  });
});

describe('refusals that move nothing', () => {
  it('refuses overdrafts, negative and fractional amounts, another currency, another game and a member who may not bet', async () => {
    const { token } = await openSession(t.app, member);
    const pam = pamClient(t.app, { token, provider: 'demo' });
    const cash = await cashOf();
    const stake = (over: Record<string, unknown>) =>
      pam.add(player, {
        ...redtiger.stake({ id: `ref-${Math.random()}`, round: `ref-${Math.random()}`, amount: 100 }),
        provider: 'demo',
        ...over,
      });
    const over = await stake({ cashAmount: cash + 1 });
    expect([over.body.error?.code, over.body.transactionResult?.balance?.cashAmount]).toEqual([
      'PAM_ERR_CASH_OVERDRAFT',
      cash,
    ]);
    expect((await stake({ bonusAmount: 10 })).body.error?.code).toBe('PAM_ERR_BONUS_OVERDRAFT');
    expect((await stake({ promoAmount: 10 })).body.error?.code).toBe('PAM_ERR_PROMO_OVERDRAFT');
    expect((await stake({ cashAmount: -5 })).body.error?.code).toBe('PAM_ERR_NEGATIVE_STAKE');
    const fraction = await stake({ cashAmount: 100.5 });
    expect([fraction.status, fraction.body.error?.code]).toEqual([400, 'PAM_ERR_UNDEFINED']);
    expect((await stake({ currency: 'USD' })).body.error?.code).toBe('PAM_ERR_TRANS_CURRENCY');
    expect((await stake({ providerGameId: 'another-game' })).body.error?.code).toBe('PAM_ERR_GAME_NOT_FOUND');
    const bad = await pam.add(player, { transactionType: 'WITHDRAW' });
    expect(bad.status).toBe(400);
    await t.app.deps.db.updateTable('members').set({ can_bet: false }).where('id', '=', member).execute();
    expect((await stake({})).body.error?.code).toBe('PAM_ERR_BET_NOT_ALLOWED');
    await t.app.deps.db.updateTable('members').set({ can_bet: true }).where('id', '=', member).execute();
    expect(await cashOf()).toBe(cash);
  });

  it('closes the window when staff switch the slot flag off: stakes refused, the balance poll answers TK999 once', async () => {
    const memberToken = await t.login('member01');
    const { token } = await openSession(t.app, member);
    const pam = pamClient(t.app, { token, provider: 'demo' });
    const staff = await t.loginStaff();
    expect(
      (await t.call('/api/admin/members/update', { id: member, data: { slotOpen: false } }, { token: staff }))
        .resultCode,
    ).toBe('200');
    expect(
      (await pam.add(player, { ...redtiger.stake({ id: 'tk-s1', round: 'tk-g1', amount: 100 }), provider: 'demo' }))
        .body.error?.code,
    ).toBe('PAM_ERR_BET_NOT_ALLOWED');
    expect((await t.call('/api/cash/getUserCash', {}, { token: memberToken })).resultCode).toBe('TK999');
    expect((await t.call('/api/cash/getUserCash', {}, { token: memberToken })).resultCode).toBe('200');
    await t.call('/api/admin/members/update', { id: member, data: { slotOpen: true } }, { token: staff });
  });

  it("refuses a stake past the member's own stake limit (responsible-play guard): PAM_ERR_BET_NOT_ALLOWED, nothing taken", async () => {
    const id = await memberIdOf(t, 'member03');
    const limited = await t.login('member03');
    expect(
      (await t.call('/api/member/limits/set', { kind: 'stake', period: 'day', amount: 1_000 }, { token: limited }))
        .resultCode,
    ).toBe('200');
    const { token } = await openSession(t.app, id);
    const pam = pamClient(t.app, { token, provider: 'demo' });
    const cash = await cashOf(id);
    expect(
      (
        await pam.add(String(id), {
          ...redtiger.stake({ id: 'lim-s1', round: 'lim-g1', amount: 2_000 }),
          provider: 'demo',
        })
      ).body.error?.code,
    ).toBe('PAM_ERR_BET_NOT_ALLOWED');
    expect(
      (
        await pam.add(String(id), {
          ...redtiger.stake({ id: 'lim-s2', round: 'lim-g2', amount: 500 }),
          provider: 'demo',
        })
      ).body.status,
    ).toBe('OK');
    expect(await cashOf(id)).toBe(cash - 500);
  });

  it('keeps every ledger invariant', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
