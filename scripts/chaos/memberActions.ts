import { MARKETS } from '../../src/shared/minigame/markets';
import type { GameKind } from '../../src/shared/minigame/games';
import type { SportsFixturesResponse } from '../../src/shared/api/sports';
import type { CallLog } from './calls';
import type { Journal } from './journal';
import { pamTx } from '../../bench/pamBody';

/**
 * What one chaos member does (docs/operations/chaos.md#the-load): each action is one business call
 * through the load balancer, retried with the same idempotency key while no answer comes (as the
 * fronts retry a submitted form, and a provider its transaction), and journalled once answered.
 */
export interface Member {
  id: number;
  memId: string;
  /** The member's own address, sent as X-Forwarded-For: the site's per-address limits see members apart. */
  ip: string;
  token: string;
  push: { channelId: string; key: string };
  /** The demo slot's player token and id at /pam (a launch opened them). */
  pam: { token: string; playerId: string };
}

export interface Context {
  calls: CallLog;
  journal: Journal;
  staffToken: string;
  gameKey: string;
  /** Ends retries when the run stops. */
  stopped: () => boolean;
  tag: string;
}

const RETRY_PAUSE_MS = 500;
const RETRY_FOR_MS = 60_000;
const STAKE = 1_000;
const PAM_PROVIDER = 'demo';
const DEPOSIT = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `call` again until it is answered (served), the run ends, or a minute has passed. */
async function untilAnswered<T extends { served: boolean }>(ctx: Context, call: () => Promise<T>): Promise<T> {
  const until = Date.now() + RETRY_FOR_MS;
  for (;;) {
    const answer = await call();
    if (answer.served || ctx.stopped() || Date.now() > until) return answer;
    await sleep(RETRY_PAUSE_MS);
  }
}

const memberHeaders = (m: Member, key?: string): Record<string, string> => ({
  token: m.token,
  'x-forwarded-for': m.ip,
  ...(key ? { 'idempotency-key': key } : {}),
});

/** §4 balance poll. */
export async function poll(ctx: Context, m: Member): Promise<void> {
  await ctx.calls.api('poll', '/api/cash/getUserCash', {}, memberHeaders(m));
}

interface RoundState {
  round: { roundKey: string } | null;
  bettingOpen: boolean;
  kind: GameKind;
}

/** One minigame pick on the open round, a market in turn (the house allows one bet per market). */
export async function minigameBet(ctx: Context, m: Member, n: number): Promise<void> {
  const state = await ctx.calls.api<RoundState>(
    'minigame state',
    `/api/minigame/getGame/${ctx.gameKey}`,
    {},
    memberHeaders(m),
  );
  if (state.code !== '200' || !state.data.bettingOpen || !state.data.round) return;
  const markets = MARKETS[state.data.kind];
  const market = markets[n % markets.length]!;
  const key = `${ctx.tag}-mg-${m.id}-${n}`;
  const body = {
    gameType: ctx.gameKey,
    roundKey: state.data.round.roundKey,
    bets: [{ market: market.market, pick: Object.keys(market.picks)[0]!, amount: STAKE }],
  };
  await placeSlip(ctx, m, 'minigame', key, body);
}

/** A sports single on the first open 1X2 market of the board, taking the odds as they stand. */
export async function sportsBet(ctx: Context, m: Member, n: number): Promise<void> {
  const board = await ctx.calls.api<SportsFixturesResponse>(
    'sports board',
    '/api/sports/fixtures',
    {},
    memberHeaders(m),
  );
  if (board.code !== '200') return;
  const open = board.data.fixtures
    .filter((f) => f.state === 'scheduled' || f.state === 'open')
    .flatMap((f) => f.markets.filter((k) => k.type === '1x2' && k.state === 'open'));
  const market = open[n % Math.max(1, open.length)];
  const odds = market?.odds[0];
  if (!market || !odds) return;
  const key = `${ctx.tag}-sp-${m.id}-${n}`;
  const body = {
    gameType: 'sports',
    legs: [{ marketId: market.marketId, pick: odds.pick, odds: odds.odds }],
    amount: STAKE,
    acceptOddsChange: true,
  };
  await placeSlip(ctx, m, 'sports', key, body);
}

/** betProc under the member's key, journalled with the slip ids answered. */
async function placeSlip(
  ctx: Context,
  m: Member,
  product: 'minigame' | 'sports',
  key: string,
  body: Record<string, unknown>,
): Promise<void> {
  const answer = await untilAnswered(ctx, () =>
    ctx.calls.api<{ bets: { betIdx: number }[] }>(`${product} bet`, '/api/bet/betProc', body, memberHeaders(m, key)),
  );
  if (answer.code === '200')
    ctx.journal.add({ kind: 'slip', member: m.id, product, key, slipIds: answer.data.bets.map((b) => b.betIdx) });
}

interface PamTxAnswer {
  transactionResult?: { transactionId?: string; balance?: { cashAmount: number } };
}

/** One PAM transaction as the demo provider sends it (bench/pamBody.ts); answers the cash after it, or null. */
async function pamTransaction(
  ctx: Context,
  m: Member,
  type: 'WITHDRAW' | 'DEPOSIT',
  transactionId: string,
  round: string,
  amount: number,
): Promise<number | null> {
  const body = pamTx(PAM_PROVIDER, type, transactionId, round, amount, 'demo-slot-5x3');
  const answer = await untilAnswered(ctx, () =>
    ctx.calls.pam<PamTxAnswer>(
      `pam ${type.toLowerCase()}`,
      'POST',
      `/pam/players/${m.pam.playerId}/transactions?provider=${PAM_PROVIDER}`,
      {
        authorization: `Bearer ${PAM_API_TOKEN}`,
        'x-player-token': m.pam.token,
        'x-correlation-id': transactionId,
        'x-forwarded-for': m.ip,
      },
      body,
    ),
  );
  if (answer.code !== 'OK') return null;
  ctx.journal.add({ kind: 'pam', member: m.id, transactionId, type, amount });
  return answer.data.transactionResult?.balance?.cashAmount ?? null;
}

/** The demo site's PAM bearer token (src/server/config.ts). */
export const PAM_API_TOKEN = 'demo-pam-token';

/** A slot round through the wallet: the stake, then the win (none every other round); the cash after it. */
export async function pamRound(ctx: Context, m: Member, n: number): Promise<number | null> {
  const round = `${ctx.tag}-${m.id}-${n}`;
  const after = await pamTransaction(ctx, m, 'WITHDRAW', `${round}-d`, round, STAKE);
  if (after === null) return null;
  return pamTransaction(ctx, m, 'DEPOSIT', `${round}-c`, round, n % 2 ? 1_950 : 0);
}

interface CashRow {
  cashIdx: number;
}

/** §4 deposit: the member's request, then staff approve it (docs/domains/cash.md#deposits). */
export async function deposit(ctx: Context, m: Member, n: number, amount = DEPOSIT): Promise<void> {
  const key = `${ctx.tag}-dep-${m.id}-${n}`;
  const asked = await untilAnswered(ctx, () =>
    ctx.calls.api<CashRow>(
      'deposit request',
      '/api/cash/in',
      { amount, depositor: 'Chaos', bonusYn: 'N' },
      memberHeaders(m, key),
    ),
  );
  if (asked.code !== '200') return;
  const requestId = asked.data.cashIdx;
  ctx.journal.add({ kind: 'deposit', member: m.id, requestId, amount, approved: false });
  const approved = await untilAnswered(ctx, () =>
    ctx.calls.api(
      'deposit approval',
      '/api/admin/deposits/approve',
      { id: requestId },
      { token: ctx.staffToken, 'idempotency-key': `${key}-approve` },
    ),
  );
  if (approved.code === '200') ctx.journal.add({ kind: 'deposit', member: m.id, requestId, amount, approved: true });
}
