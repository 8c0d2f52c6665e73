import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { CASH_STATUS, isOpenRequest, type CashRow } from '../../../shared/api/cash';
import type { SiteOptions } from '../../../shared/api/site';
import {
  RECENT_MONEY_DAYS,
  type RecentMoneyDay,
  type RiskCheck,
  type RiskCheckResult,
  type WithdrawalRiskCard,
} from '../../../shared/api/withdrawalRisk';
import { addDays, siteDay, siteDayStart } from '../../../shared/dates';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { systemActor } from '../audit/actor';
import { openFlagsOf } from '../integrity/memberFlags';
import { inMoneyTransaction, LedgerKind, type MoneyTx } from '../ledger/service';
import { PROMOTION_KINDS } from '../promotions/payout';
import { lockRequest, rollingFigures, staffRequest, type CashRequestRow } from './repo';
import { processRequest } from './staffProcess';
import { toCashRow } from './view';
import { rollingOf } from './withdrawals';
import { judgementsOf, memberFacts, moneyByDay, storeJudgement, windowMoney } from './withdrawalRiskRepo';

type Db = Kysely<DB> | Transaction<DB>;
interface Site {
  siteId: string;
  options: SiteOptions;
}
type Request = Pick<CashRequestRow, 'id' | 'member_id' | 'amount' | 'created_at' | 'hold_txn_id'>;

/** The rules act as the system in the audit log ("the withdrawal rules approved …"). */
const RISK_RULES = 'withdrawalRules';
/** Promotions paid to a member, and a game vendor's promotional payouts (docs/domains/promotions.md). */
const BONUS_KINDS = [...PROMOTION_KINDS, LedgerKind.VendorPromo];
const DAY_MS = 86_400_000;

/**
 * Every enabled check of the site, in its order, judged for the window the request closed: from the
 * member's previous withdrawal request to this one, the window of the rolling rule
 * (docs/domains/cash.md#withdrawal-risk-rules). With no check enabled nothing passes: the rules
 * never approve what they did not look at.
 */
async function judgeChecks(
  db: Db,
  site: Site,
  request: Request,
): Promise<{ checks: RiskCheckResult[]; passed: boolean; since: Date | null }> {
  const o = site.options;
  const memberId = Number(request.member_id);
  const [window] = await rollingFigures(db, [
    { memberId, request: { id: Number(request.id), createdAt: request.created_at } },
  ]);
  const rolling = rollingOf(window!, o);
  const member = await memberFacts(db, memberId);
  const flags = await openFlagsOf(db, site.siteId, memberId);
  const money = await windowMoney(db, memberId, BONUS_KINDS, {
    since: window!.since,
    until: request.created_at,
    sinceTxnId: window!.sinceTxnId,
    untilTxnId: Number(request.hold_txn_id),
  });
  const deposits = window!.deposits;
  const accountAgeMs = request.created_at.getTime() - new Date(member.account_since).getTime();
  const levelMax = Number(member.auto_withdraw_max);

  const judge: Record<RiskCheck, () => RiskCheckResult> = {
    rolling: () => ({
      check: 'rolling',
      passed: rolling.remain === 0,
      figures: { remain: rolling.remain, required: rolling.required },
    }),
    integrityFlag: () => ({ check: 'integrityFlag', passed: flags.length === 0, figures: { flags: flags.length } }),
    bonusSinceWithdrawal: () => ({
      check: 'bonusSinceWithdrawal',
      passed: money.bonusCount === 0,
      figures: { count: money.bonusCount, cash: money.bonusCash, points: money.bonusPoints },
    }),
    winRatio: () => ({
      check: 'winRatio',
      // Exact: net win × 10,000 against the limit × deposits, in integers of any size.
      passed:
        money.netWin <= 0 || BigInt(money.netWin) * 10_000n <= BigInt(o.withdrawRiskWinRatioBp) * BigInt(deposits),
      figures: {
        won: money.netWin,
        deposits,
        ratioBp: deposits > 0 ? Number((BigInt(Math.max(money.netWin, 0)) * 10_000n) / BigInt(deposits)) : null,
        limitBp: o.withdrawRiskWinRatioBp,
      },
    }),
    accountAge: () => ({
      check: 'accountAge',
      passed: accountAgeMs >= o.withdrawRiskAccountDays * DAY_MS,
      figures: { days: Math.max(0, Math.floor(accountAgeMs / DAY_MS)), limitDays: o.withdrawRiskAccountDays },
    }),
    levelLimit: () => ({
      check: 'levelLimit',
      passed: levelMax > 0 && Number(request.amount) <= levelMax,
      figures: { amount: Number(request.amount), limitWon: levelMax, level: member.level },
    }),
  };
  const checks = o.withdrawRiskRules.filter((r) => r.on).map((r) => judge[r.check]());
  return { checks, passed: checks.length > 0 && checks.every((c) => c.passed), since: window!.since };
}

/**
 * The rules judge an open withdrawal request under its lock and keep what they found; when it passes
 * every check and the site lets them (`withdrawAutoApproveYn`), they approve it through
 * `processRequest`, the function a cashier's approval calls, with the system as actor: the same
 * `withdraw:settle:<id>` key and the same row lock, so the rules and a person (or the rules twice)
 * never both pay. `request`: right after the member asked, once (a replayed call judges nothing
 * again, and a request already decided is left alone); `again`: staff ask for it, on an open
 * request only (E003 otherwise, as for a second decision).
 */
export async function judgeWithdrawal(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  site: Site,
  id: number,
  mode: 'request' | 'again',
): Promise<CashRequestRow | null> {
  const row = await lockRequest(m.trx, site.siteId, id, 'out');
  if (!row) throw new AppError(ResultCode.NotFound);
  if (!isOpenRequest(row)) {
    if (mode === 'request') return null;
    throw new AppError(ResultCode.InvalidRequest, { fields: ['id'], status: row.status });
  }
  if (mode === 'request' && (await judgementsOf(m.trx, [id])).has(id)) return null;
  const { checks, passed } = await judgeChecks(m.trx, site, row);
  const approved = passed && site.options.withdrawAutoApproveYn === 'Y';
  await storeJudgement(m.trx, {
    cash_request_id: id,
    site_id: site.siteId,
    checks,
    passed,
    approved,
    judged_at: deps.clock.now(),
  });
  if (!approved) return null;
  const actor = systemActor(site.siteId, RISK_RULES);
  await processRequest(deps, m, { siteId: site.siteId, staffId: null, actor }, 'out', id, 'approve');
  return (await lockRequest(m.trx, site.siteId, id, 'out')) ?? null;
}

/**
 * The rules on a request the member has just made, in a transaction of their own after the request
 * committed: whatever goes wrong here, the request stands and waits for staff. The member's row as
 * approved, or null when it waits.
 */
export async function judgeNewWithdrawal(
  deps: AppDeps,
  log: FastifyBaseLogger,
  site: Site,
  id: number,
): Promise<CashRow | null> {
  try {
    const approved = await inMoneyTransaction(deps, (m) => judgeWithdrawal(deps, m, site, id, 'request'));
    return approved && approved.status === CASH_STATUS.done ? toCashRow(approved) : null;
  } catch (error) {
    log.warn({ err: error, cashRequestId: id }, 'withdrawal risk rules failed: the request waits for staff');
    return null;
  }
}

/** The member's money of the last RECENT_MONEY_DAYS site days, today first, days without any shown as 0. */
async function recentMoney(
  db: Db,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  memberId: number,
): Promise<RecentMoneyDay[]> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const today = siteDay(deps.clock.now(), tz);
  const first = addDays(today, -(RECENT_MONEY_DAYS - 1));
  const byDay = new Map((await moneyByDay(db, memberId, siteDayStart(first, tz), tz)).map((d) => [d.day, d]));
  return Array.from({ length: RECENT_MONEY_DAYS }, (_, i) => {
    const day = addDays(today, -i);
    return byDay.get(day) ?? { day, deposits: 0, withdrawals: 0, bets: 0, wins: 0 };
  });
}

/**
 * A withdrawal's risk card: each enabled check's result now (for the window the request closed),
 * the rules' last decision on it, and the member's recent money.
 */
export async function riskCard(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  db: Db,
  site: Site,
  id: number,
): Promise<WithdrawalRiskCard> {
  const request = await staffRequest(db, site.siteId, 'out', id);
  if (!request) throw new AppError(ResultCode.NotFound);
  const { checks, passed, since } = await judgeChecks(db, site, request);
  const stored = (await judgementsOf(db, [id])).get(id);
  return {
    id,
    autoApproveYn: site.options.withdrawAutoApproveYn,
    checks,
    passed,
    since: since?.toISOString() ?? null,
    judgement: stored
      ? {
          passed: stored.passed,
          approved: stored.approved,
          failed: stored.checks.filter((c) => !c.passed).map((c) => c.check),
          judgedAt: stored.judged_at.toISOString(),
        }
      : null,
    recent: await recentMoney(db, deps, Number(request.member_id)),
  };
}
