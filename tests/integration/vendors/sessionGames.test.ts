import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '../../../src/server/modules/ledger/verify';
import { createPlayingApp, openPage, type PlayingApp } from '../../support/demoProviderPlay';
import { memberIdOf, setOptions } from '../../support/moneyFixtures';
import { pamClient } from '../../support/pamClient';

/**
 * A vendor game session ends with the member session that launched it (docs/operations/security.md,
 * "Game sessions"): logout, a newer login, a staff lock, a password change and a self-exclusion
 * each end it in their own transaction, so the wallet (full path and fast batch alike) answers its
 * session error and the demo vendor refuses the next round; a round already under way is still
 * paid. The launch address carries a one-time code, never the player token.
 */
let t: PlayingApp;
let staff: string;
beforeAll(async () => {
  t = await createPlayingApp();
  staff = await t.loginStaff();
}, 300_000);
afterAll(async () => {
  expect((await verify(t.app.deps.db)).ok).toBe(true);
  await t.close();
});

const SLOT = { vendorKey: 234, gameKey: 'demo-slot-5x3', lang: 'en' };
const spin = (token: string) =>
  t.page<{ error?: string; payout?: number }>(token, 'round', {
    gameId: 'demo-slot-5x3',
    bets: [{ code: 'SPIN', amount: 1000 }],
  });

/** A member signs in and opens the demo slot; its member token, game token and PAM client. */
async function playing(memId: string, memPass?: string) {
  const member = await t.login(memId, memPass);
  const launch = await t.call<{ gameUrl: string }>('/api/game/getGame/slot', SLOT, { token: member });
  expect(launch.resultCode).toBe('200');
  const game = await openPage(t.base, launch.data.gameUrl);
  expect(launch.data.gameUrl).not.toContain(game);
  expect((await spin(game)).status).toBe(200);
  const player = String(await memberIdOf(t, memId));
  return { member, game, player, pam: pamClient(t.app, { token: game, provider: 'demo' }) };
}

/** The game token is refused by the vendor (its round) and by the wallet (the session, a stake). */
async function expectGameEnded(g: Awaited<ReturnType<typeof playing>>, id: string) {
  expect(await spin(g.game)).toMatchObject({ status: 401, body: { error: 'PAM_ERR_SESSION_EXPIRED' } });
  expect((await g.pam.session()).body.error?.code).toBe('PAM_ERR_SESSION_EXPIRED');
  const stake = await g.pam.add(g.player, {
    currency: 'KRW',
    provider: 'demo',
    bonusAmount: 0,
    promoAmount: 0,
    transactionDateTime: '2026-11-25T00:00:00Z',
    transactionType: 'WITHDRAW',
    cashAmount: 500,
    providerTransactionId: `${id}-late`,
    providerGameId: 'demo-slot-5x3',
    providerRoundId: `${id}-late-round`,
  });
  expect(stake.body.error?.code).toBe('PAM_ERR_SESSION_EXPIRED');
}

describe('a game session ends with its member session', () => {
  it('at logout; a round staked before it is still paid', async () => {
    const g = await playing('member01');
    const tx = (type: 'WITHDRAW' | 'DEPOSIT', n: number, amount: number) => ({
      currency: 'KRW',
      provider: 'demo',
      bonusAmount: 0,
      promoAmount: 0,
      transactionDateTime: '2026-11-25T00:00:00Z',
      transactionType: type,
      cashAmount: amount,
      providerTransactionId: `out-${type}-${n}`,
      providerGameId: 'demo-slot-5x3',
      providerRoundId: 'out-round-1',
      isGameOver: type === 'DEPOSIT',
    });
    // the first stake goes the full path (and teaches the fast path the session), the second the fast one
    expect((await g.pam.add(g.player, tx('WITHDRAW', 1, 1000))).body.status).toBe('OK');
    expect((await g.pam.add(g.player, tx('WITHDRAW', 2, 1000))).body.status).toBe('OK');
    expect((await t.call('/api/member/logout', {}, { token: g.member })).resultCode).toBe('200');
    await expectGameEnded(g, 'logout');
    // both paths refuse a stake now, and a payout of the round under way still lands
    expect((await g.pam.add(g.player, tx('WITHDRAW', 3, 1000))).body.error?.code).toBe('PAM_ERR_SESSION_EXPIRED');
    const before = await t.cash('member01');
    expect((await g.pam.add(g.player, tx('DEPOSIT', 4, 3000))).body.status).toBe('OK');
    expect(await t.cash('member01')).toBe(before + 3000);
  });

  it('when a newer login replaces the session (U017 for the old token)', async () => {
    const g = await playing('member01');
    await t.login('member01');
    expect((await t.call('/api/member/info', {}, { token: g.member })).resultCode).toBe('U017');
    await expectGameEnded(g, 'newer');
  });

  it('when staff lock the member', async () => {
    const g = await playing('member01');
    const id = await memberIdOf(t, 'member01');
    expect((await t.call('/api/admin/members/lock', { id, locked: true }, { token: staff })).resultCode).toBe('200');
    await expectGameEnded(g, 'lock');
    expect((await t.call('/api/admin/members/lock', { id, locked: false }, { token: staff })).resultCode).toBe('200');
  });

  it("when the member changes its password, this session's games too", async () => {
    const g = await playing('member03');
    const changed = await t.call(
      '/api/member/update',
      { kind: 'password', oldPass: 'pass1234', newPass: 'newpass5678', newPassConfirm: 'newpass5678' },
      { token: g.member },
    );
    expect(changed.resultCode).toBe('200');
    await expectGameEnded(g, 'password');
    // the session that changed it stays signed in and may launch again
    expect((await t.call('/api/member/info', {}, { token: g.member })).resultCode).toBe('200');
  });

  it('when the member excludes itself', async () => {
    const g = await playing('member02');
    expect((await t.call('/api/member/exclude', { kind: 'cooloff', days: 1 }, { token: g.member })).resultCode).toBe(
      '200',
    );
    await expectGameEnded(g, 'exclude');
  });

  it('a game of another live session of the member plays on when one session logs out (multiLogin)', async () => {
    await setOptions(t, { multiLogin: 'Y' });
    const a = await playing('member01');
    const b = await playing('member01');
    expect((await t.call('/api/member/logout', {}, { token: a.member })).resultCode).toBe('200');
    await expectGameEnded(a, 'multi');
    expect((await spin(b.game)).status).toBe(200);
  });
});
