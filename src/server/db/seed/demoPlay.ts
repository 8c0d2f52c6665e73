import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '../../../shared/api/envelope';
import { OFFICE_COOKIE } from '../../../shared/api/office/officeSession';
import { DEMO } from './demoSeed';
import { grantStartingCash } from '../../modules/ledger/demoSeed';
import { tick } from '../../modules/minigame/engine';
import { API } from '../../../shared/endpoints';

/**
 * The demo site's first day of play, so the main page's ranking and best withdrawals show what
 * members really did rather than rows invented for display. Every step is a request to the app's
 * own routes, as a browser and the office would send it: the shop partner opens the players'
 * accounts, each player deposits and staff approve it, plays minigame rounds, then asks for a
 * withdrawal that staff pay out. Money therefore moves through the same services, guards and
 * ledger postings as on a live site. A step the site refuses (for instance deposits and
 * withdrawals during the 23:30–00:30 bank window) is skipped and named in the returned list.
 */

/** A demo player: the account the shop opens, and what they play. */
interface Player {
  memId: string;
  nick: string;
  name: string;
  /** The first deposit, approved by staff. */
  deposit: number;
  /** Minigame picks, one slip each; together at least the deposit, so the rolling rule lets them withdraw. */
  plays: { game: string; market: string; pick: string; amount: number }[];
  /** The withdrawal asked for and paid once the rounds are staked. */
  withdraw: number;
}

const pb = (game: string, amount: number, pick: 'odd' | 'even' = 'odd') => ({
  game,
  market: 'power_oe',
  pick,
  amount,
});
const ladder = (game: string, amount: number) => ({ game, market: 'start', pick: 'left', amount });
const keno = (game: string, amount: number) => ({ game, market: 'sum_oe', pick: 'even', amount });

export const DEMO_PLAYERS: readonly Player[] = [
  {
    memId: 'lucky777',
    nick: '럭키세븐',
    name: '김민준',
    deposit: 500_000,
    plays: [pb('pwball', 200_000), pb('eos5', 150_000, 'even'), ladder('powerladder', 150_000)],
    withdraw: 1_250_000,
  },
  {
    memId: 'tiger88',
    nick: '호랑이88',
    name: '이서준',
    deposit: 300_000,
    plays: [pb('pwball', 100_000, 'even'), keno('speedkino', 100_000), ladder('kinoladder', 100_000)],
    withdraw: 870_000,
  },
  {
    memId: 'moonwalk',
    nick: '문워커',
    name: '박지호',
    deposit: 200_000,
    plays: [pb('pwball', 50_000), pb('coin5', 50_000), ladder('powerladder', 100_000)],
    withdraw: 640_000,
  },
  {
    memId: 'bigwave21',
    nick: '빅웨이브',
    name: '최도윤',
    deposit: 100_000,
    plays: [pb('pwball', 40_000), keno('speedkino', 30_000), pb('eos5', 30_000)],
    withdraw: 420_000,
  },
  {
    memId: 'starfish9',
    nick: '불가사리',
    name: '정하은',
    deposit: 100_000,
    plays: [ladder('powerladder', 50_000), pb('pwball', 50_000, 'even')],
    withdraw: 310_000,
  },
  {
    memId: 'redfox03',
    nick: '붉은여우',
    name: '강서연',
    deposit: 50_000,
    plays: [pb('pwball', 20_000), ladder('kinoladder', 30_000)],
    withdraw: 150_000,
  },
];

/** What each player holds before their first deposit, as every demo member starts with some (ledger/demoSeed.ts). */
const STAKE_MONEY = 1_500_000;

type Call = <T>(path: string, body?: Record<string, unknown>, headers?: Record<string, string>) => Promise<Envelope<T>>;

const caller =
  (app: FastifyInstance): Call =>
  async <T>(path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: { siteId: DEMO.siteId, ...body },
      headers: { authorization: DEMO.siteKey, ...headers },
    } as InjectOptions);
    return res.json() as Envelope<T>;
  };

async function officeToken(app: FastifyInstance, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: { siteId: DEMO.siteId, ...body },
    headers: { authorization: DEMO.siteKey },
  } as InjectOptions);
  const cookie = res.cookies.find((c) => c.name === OFFICE_COOKIE);
  if (!cookie) throw new Error(`demo play: ${path} refused the demo login (${res.body})`);
  return cookie.value;
}

/**
 * One minigame slip on the game's open round. A round may close while the seed runs (short rounds
 * with MINIGAME_FAST): then the engine's next pass opens the next one, and the slip goes there.
 */
async function placeOnOpenRound(
  app: FastifyInstance,
  call: Call,
  token: string,
  play: Player['plays'][number],
  headers: Record<string, string>,
): Promise<string> {
  let answer = 'no open round';
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
    const game = await call<{ round: { roundKey: string } | null }>(
      API.minigame.state.path.replace(':type', play.game),
      {},
      { token },
    );
    const roundKey = game.data.round?.roundKey;
    if (roundKey) {
      const res = await call(
        API.bet.place.path,
        { gameType: play.game, roundKey, bets: [{ market: play.market, pick: play.pick, amount: play.amount }] },
        { token, ...headers, 'idempotency-key': `${headers['idempotency-key']}:${roundKey}` },
      );
      if (res.resultCode === '200') return '200';
      answer = res.resultCode;
    }
    // the closed round draws and the next one opens on the engine's pass
    await tick(app.deps);
  }
  return answer;
}

/** Plays the demo players' day; answers the steps the site refused ("lucky777 deposit: C011"). */
export async function playDemo(app: FastifyInstance): Promise<string[]> {
  const call = caller(app);
  const refused: string[] = [];
  const step = async (label: string, run: () => Promise<Envelope<unknown>>): Promise<boolean> => {
    const res = await run();
    if (res.resultCode === '200') return true;
    refused.push(`${label}: ${res.resultCode}`);
    return false;
  };
  // The scheduler's engine pass opens the current rounds; the players bet on them.
  await tick(app.deps);
  const staff = await officeToken(app, API.identity.staffLogin.path, { staffId: DEMO.staff, password: DEMO.password });
  const shop = await officeToken(app, API.officeSession.partnerLogin.path, {
    memId: DEMO.partners.at(-1),
    memPass: DEMO.password,
  });

  for (const [n, p] of DEMO_PLAYERS.entries()) {
    const key = (event: string) => ({ 'idempotency-key': `demo-play:${p.memId}:${event}` });
    const created = await call<{ id: number }>(
      API.partnerMembers.create.path,
      {
        data: {
          memId: p.memId,
          memNick: p.nick,
          name: p.name,
          phone: `010-2000-${String(3000 + n)}`,
          password: DEMO.password,
          withdrawPassword: DEMO.withdrawPassword,
          tier: 'NORMAL',
          bankName: '신한은행',
          accountNo: `1102000300${String(n).padStart(2, '0')}`,
          accountHolder: p.name,
        },
      },
      { token: shop },
    );
    if (created.resultCode !== '200') {
      refused.push(`${p.memId} account: ${created.resultCode}`);
      continue;
    }
    await grantStartingCash(app.deps.db, DEMO.siteId, created.data.id, STAKE_MONEY);
    const login = await call<{ token: string }>(API.identity.login.path, { memId: p.memId, memPass: DEMO.password });
    const token = login.data.token;

    const asked = await call<{ cashIdx: number }>(
      API.cash.deposit.path,
      { depositor: p.name, amount: p.deposit },
      { token, ...key('deposit') },
    );
    const deposited =
      asked.resultCode === '200' &&
      (await step(`${p.memId} deposit approval`, () =>
        call(API.adminDeposits.approve.path, { id: asked.data.cashIdx }, { token: staff, ...key('deposit-approve') }),
      ));
    if (asked.resultCode !== '200') refused.push(`${p.memId} deposit: ${asked.resultCode}`);

    for (const [i, play] of p.plays.entries()) {
      const placed = await placeOnOpenRound(app, call, token, play, key(`bet-${i}`));
      if (placed !== '200') refused.push(`${p.memId} ${play.game}: ${placed}`);
    }

    if (!deposited) continue;
    const out = await call<{ cashIdx: number }>(
      API.cash.withdraw.path,
      { amount: p.withdraw, withdrawPassword: DEMO.withdrawPassword },
      { token, ...key('withdraw') },
    );
    if (out.resultCode !== '200') refused.push(`${p.memId} withdrawal: ${out.resultCode}`);
    else
      await step(`${p.memId} withdrawal payout`, () =>
        call(API.adminWithdrawals.approve.path, { id: out.data.cashIdx }, { token: staff, ...key('withdraw-approve') }),
      );
  }
  return refused;
}

/**
 * The first demo boot's play, run once the server listens (docs/operations/deployment.md): it logs
 * its start, its end and any step the site refused; a failure is logged, never thrown, so the
 * server keeps serving whatever the play met.
 */
export async function playDemoInBackground(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  app.log.info('demo play: started');
  try {
    await app.ready();
    const refused = await playDemo(app);
    if (refused.length) app.log.warn({ refused }, 'demo play: steps the site refused');
    app.log.info({ ms: Date.now() - started }, 'demo play: finished');
  } catch (error) {
    app.log.error({ err: error }, 'demo play: stopped by a fault; the site serves without it');
  }
}
