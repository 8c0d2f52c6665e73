import { ResultCode } from '../../../shared/resultCodes';
import type { SiteOptions } from '../../../shared/api/site';
import type { RouletteInfo, RouletteSpinResult, RouletteSpinView } from '../../../shared/api/roulette';
import { drawSlot, spinKeyOf } from '../../../shared/promotions/rouletteDraw';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { memberBalances } from '../ledger/repo';
import type { MoneyTx } from '../ledger/service';
import { grantReward } from '../bonuses/grant';
import {
  enabledPrizes,
  ensureSeed,
  firstUnspentTicket,
  insertSpin,
  lockSeed,
  readSeed,
  recentSpins,
  rotateSeed,
  setSpinTxn,
  unspentCount,
  type SpinRow,
} from './repo';
import type { SpinPrize } from './tables';

const HISTORY = 20;

export interface RouletteCtx {
  siteId: string;
  memberId: number;
  options: SiteOptions;
}

const toPrize = (p: { id: number; label: string; reward: string; amount: number; weight: number }): SpinPrize => ({
  id: p.id,
  label: p.label,
  reward: p.reward as SpinPrize['reward'],
  amount: p.amount,
  weight: p.weight,
});

const toView = (s: SpinRow): RouletteSpinView => ({
  spinId: s.id,
  spinKey: s.spin_key,
  seed: s.seed,
  seedHash: s.seed_hash,
  prizes: s.prizes,
  prizeIndex: s.prize_index,
  reward: s.reward as RouletteSpinView['reward'],
  amount: s.amount,
  createdAt: s.created_at.toISOString(),
});

/** /api/event/roulette/info: the wheel, spins left, the next spin's commitment and past spins with their seeds. */
export async function rouletteInfo(deps: Pick<AppDeps, 'db'>, ctx: RouletteCtx): Promise<RouletteInfo> {
  await ensureSeed(deps.db, ctx.siteId, ctx.memberId);
  const [prizes, seed, spinsLeft, history] = await Promise.all([
    enabledPrizes(deps.db, ctx.siteId),
    readSeed(deps.db, ctx.memberId),
    unspentCount(deps.db, ctx.memberId),
    recentSpins(deps.db, ctx.memberId, HISTORY),
  ]);
  return {
    open: ctx.options.rouletteYn === 'Y' && prizes.length > 0,
    prizes: prizes.map(toPrize),
    spinsLeft,
    nextSeedHash: seed.seed_hash,
    nextSpinKey: spinKeyOf(ctx.memberId, seed.nonce),
    rules: { depositMin: ctx.options.rouletteDepositMin, attendanceEvery: ctx.options.attendanceSpinEvery },
    history: history.map(toView),
  };
}

/**
 * /api/event/roulette/spin: under the member's seed-row lock, one unspent ticket is spent on a
 * draw from the committed seed (src/shared/promotions/rouletteDraw.ts) over the enabled prizes,
 * the prize is paid from the promotion account with key `roulette:<spinId>`, and a fresh seed is
 * committed for the next spin. Spins beyond the tickets answer V301 and change nothing.
 */
export async function spinRoulette(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  ctx: RouletteCtx,
): Promise<RouletteSpinResult> {
  if (ctx.options.rouletteYn !== 'Y') throw new AppError(ResultCode.RouletteClosed);
  const prizes = (await enabledPrizes(m.trx, ctx.siteId)).map(toPrize);
  if (!prizes.length) throw new AppError(ResultCode.RouletteClosed);
  await ensureSeed(m.trx, ctx.siteId, ctx.memberId);
  const seed = await lockSeed(m.trx, ctx.memberId);
  const ticket = await firstUnspentTicket(m.trx, ctx.memberId);
  if (!ticket) throw new AppError(ResultCode.RouletteNoSpins);

  const spinKey = spinKeyOf(ctx.memberId, seed.nonce);
  const index = drawSlot(seed.seed, spinKey, prizes);
  const prize = prizes[index]!;
  const spin = await insertSpin(m.trx, {
    site_id: ctx.siteId,
    member_id: ctx.memberId,
    ticket_id: ticket.id,
    spin_key: spinKey,
    seed: seed.seed,
    seed_hash: seed.seed_hash,
    prizes,
    prize_index: index,
    reward: prize.reward,
    amount: prize.amount,
  });
  if (prize.reward !== 'none') {
    // With a roulette program enabled, the prize carries its wagering (docs/domains/bonuses.md#rewards).
    const granted = await grantReward(m, deps, {
      siteId: ctx.siteId,
      memberId: ctx.memberId,
      source: 'roulette',
      idempotencyKey: `roulette:${spin.id}`,
      asset: prize.reward,
      amount: prize.amount,
      memo: `roulette ${spinKey}`,
      meta: { spinId: spin.id, prizeId: prize.id },
    });
    await setSpinTxn(m.trx, spin.id, granted.transactionId);
  }
  const next = await rotateSeed(m.trx, ctx.memberId, seed.nonce);
  const spinsLeft = await unspentCount(m.trx, ctx.memberId);
  const b = await memberBalances(m.trx, ctx.memberId);
  return {
    spin: toView(spin),
    spinsLeft,
    nextSeedHash: next.seed_hash,
    nextSpinKey: spinKeyOf(ctx.memberId, next.nonce),
    cashAmt: b.cash,
    pointAmt: b.point,
  };
}
