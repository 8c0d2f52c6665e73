import type { BonusKind } from '../../../shared/bonuses/terms';
import { toWagerOf } from '../../../shared/bonuses/amount';
import { addDays, siteDay, siteDayStart } from '../../../shared/dates';
import { MemberStatus, Tier } from '../../../shared/enums';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { MoneyTx, Posted } from '../ledger/service';
import { payPromotion, type PromotionPayout } from '../promotions/payout';
import { isRewardKind, judgeGrant, type Verdict } from './judge';
import {
  activeRequirements,
  enabledProgramOfKind,
  insertRequirement,
  levelRow,
  memberOf,
  otherApprovedDeposits,
  programById,
  requirementBySource,
  type ProgramRow,
  type RequirementRow,
} from './repo';

type Deps = Pick<AppDeps, 'clock' | 'config'>;

/**
 * One grant of any kind (docs/domains/bonuses.md#the-grant). `source` names the business event and
 * is both the ledger key of the grant and the requirement's unique source: `bonus:signup:<member>`,
 * `bonus:first_deposit:<deposit>`, `bonus:time_window:<program>:<member>:<site day>`,
 * `bonus:staff:<requirement>`, `bonus:payback:<member>:<week start>`, `bonus:level_up:<member>:<level>`,
 * or a reward's own key (`coupon:<id>`, `attendance:<member>:<day>`,
 * `roulette:<spin>`, `point:change:<id>`).
 */
export interface GrantRequest {
  siteId: string;
  memberId: number;
  kind: BonusKind;
  /** The program the member chose (a deposit) or staff named; else the site's enabled program of the kind. */
  programId?: number;
  source: string;
  /**
   * Deposit kinds: the deposit and when the member asked for it; its id when it is being approved.
   * No amount yet: the deposit form's offer (../offers.ts), which is judged and never granted.
   */
  deposit?: { id?: number; amount: number | null; at: Date };
  /** An amount decided elsewhere: a staff grant's, or a reward's value. */
  amount?: number;
  /** What the level's rate applies to when no deposit does: a payback's net loss of the week. */
  base?: number;
  meta?: Record<string, unknown>;
  /** The requirement's id when the event is named by it (a staff grant: `bonus:staff:<id>`, reserved first). */
  requirementId?: number;
  /**
   * A reward's own payout (a coupon, an attendance reward, a roulette prize, a point conversion),
   * booked under `source` as before; the grant adds the requirement when the site runs a program of
   * the kind. Without it, the promotion account pays the program's asset.
   */
  book?: { asset: 'cash' | 'point'; pay(): Promise<Posted> };
}

export interface Grant {
  amount: number;
  transactionId: number;
  /** The requirement written; null for a reward of a kind the site runs no program for. */
  requirement: RequirementRow | null;
}

type Refused = Extract<Verdict, { refused: unknown }>;
type Plan = Refused | { program: ProgramRow | null; amount: number };
type Db = MoneyTx['trx'] | AppDeps['db'];

/**
 * What a program grants the member for this request, judged on the rows as they stand (under the
 * member's lock when granting): the one judgement the grant, the deposit request and the deposit
 * form's offers share.
 */
export async function judgeRequest(db: Db, deps: Deps, req: GrantRequest, program: ProgramRow): Promise<Verdict> {
  const member = await memberOf(db, req.memberId);
  if (!member || member.site_id !== req.siteId) return { refused: ResultCode.BonusUnavailable };
  if (!isRewardKind(program.kind) && (member.status !== MemberStatus.Normal || member.tier !== Tier.Normal))
    return { refused: ResultCode.BonusUnavailable };
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  let earlierDepositsToday = 0;
  if (program.kind === 'first_deposit' && req.deposit) {
    const day = siteDay(req.deposit.at, tz);
    earlierDepositsToday = await otherApprovedDeposits(
      db,
      req.memberId,
      siteDayStart(day, tz),
      siteDayStart(addDays(day, 1), tz),
      req.deposit.id ?? null,
    );
  }
  const verdict = judgeGrant({
    program,
    terms: await levelRow(db, program.id, member.level),
    deposit: req.deposit ?? null,
    earlierDepositsToday,
    active: await activeRequirements(db, req.memberId),
    amount: req.amount,
    base: req.base,
    tzOffsetMinutes: tz,
  });
  // The event's key taken: this event (or this period's) was granted already.
  if (!('refused' in verdict) && (await requirementBySource(db, req.source)))
    return { refused: ResultCode.BonusAlreadyGranted };
  return verdict;
}

/** Locks the member, finds the program and judges the grant (nothing written yet). */
async function plan(m: MoneyTx, deps: Deps, req: GrantRequest): Promise<Plan> {
  // The member first, then its requirements: the order every stake locks them in.
  await m.lockMembers([req.memberId]);
  const program =
    req.programId !== undefined
      ? await programById(m.trx, req.siteId, req.programId)
      : await enabledProgramOfKind(m.trx, req.siteId, req.kind);
  if (!program || program.kind !== req.kind) {
    // A reward the site runs no program for is paid as it always was, with nothing to wager.
    if (!program && req.book && req.amount !== undefined) return { program: null, amount: req.amount };
    return { refused: ResultCode.BonusUnavailable };
  }
  const verdict = await judgeRequest(m.trx, deps, req, program);
  if ('refused' in verdict) return verdict;
  return verdict.amount > 0 ? { program, amount: verdict.amount } : { refused: ResultCode.BonusUnavailable };
}

async function write(
  m: MoneyTx,
  deps: Deps,
  req: GrantRequest,
  p: { program: ProgramRow | null; amount: number },
): Promise<Grant> {
  const { program, amount } = p;
  const asset = req.book?.asset ?? (program?.pays as 'cash' | 'point');
  const posted = req.book
    ? await req.book.pay()
    : await payPromotion(m, {
        siteId: req.siteId,
        memberId: req.memberId,
        source: 'bonus',
        idempotencyKey: req.source,
        asset,
        amount,
        memo: `bonus ${program!.name}`,
        meta: { kind: req.kind, programId: program!.id, ...req.meta },
      });
  if (!program) return { amount, transactionId: posted.transactionId, requirement: null };
  const now = deps.clock.now();
  const toWager = toWagerOf(amount, program.rollover_bp);
  const requirement = await insertRequirement(m.trx, {
    ...(req.requirementId !== undefined && { id: req.requirementId }),
    site_id: req.siteId,
    member_id: req.memberId,
    program_id: program.id,
    source: req.source,
    asset,
    granted: amount,
    to_wager: toWager,
    // The terms are frozen here: a later edit of the program changes no grant already made.
    weights: JSON.stringify(program.weights),
    // Nothing to wager: the grant is done at once and holds nothing back.
    state: toWager > 0 ? 'active' : 'completed',
    expires_at:
      toWager > 0 && program.expiry_hours > 0 ? new Date(now.getTime() + program.expiry_hours * 3_600_000) : null,
    created_at: now,
    closed_at: toWager > 0 ? null : now,
  });
  return { amount, transactionId: posted.transactionId, requirement };
}

/** The one grant: judged under the member's lock, booked through the ledger and its requirement written, or refused (AppError) having written nothing. */
export async function grantBonus(m: MoneyTx, deps: Deps, req: GrantRequest): Promise<Grant> {
  const p = await plan(m, deps, req);
  if ('refused' in p) throw new AppError(p.refused, p.params);
  return write(m, deps, req, p);
}

/**
 * The same grant for an event that stands without it (a sign-up's approval, a deposit's): a refusal
 * is answered, not thrown, and nothing was written, so the approval goes on.
 */
export async function grantIfEligible(m: MoneyTx, deps: Deps, req: GrantRequest): Promise<Grant | { refused: string }> {
  const p = await plan(m, deps, req);
  if ('refused' in p) return { refused: p.refused };
  return write(m, deps, req, p);
}

/**
 * A coupon, attendance or roulette payout (`payPromotion`) through the one grant: with an enabled
 * program of its kind it carries the program's wagering (docs/domains/bonuses.md#rewards).
 */
export const grantReward = (
  m: MoneyTx,
  deps: Deps,
  p: PromotionPayout & { source: 'coupon' | 'attendance' | 'roulette' },
): Promise<Grant> =>
  grantBonus(m, deps, {
    siteId: p.siteId,
    memberId: p.memberId,
    kind: p.source,
    source: p.idempotencyKey,
    amount: p.amount,
    book: { asset: p.asset, pay: () => payPromotion(m, p) },
  });
