import { siteDay } from '../../../shared/dates';
import { isDepositBonusKind } from '../../../shared/api/bonuses';
import type { BonusKind } from '../../../shared/bonuses/terms';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { MoneyTx } from '../ledger/service';
import { grantIfEligible, judgeRequest, type Grant } from './grant';
import { programById } from './repo';

type Deps = Pick<AppDeps, 'clock' | 'config'>;

/**
 * The sign-up bonus is granted when the member is approved (docs/domains/bonuses.md#sign-up): a
 * waiting sign-up cannot play, may be a duplicate staff refuse, and costs nothing until then. An
 * office-made member is approved as it is made, and granted then.
 */
export const grantSignupBonus = (m: MoneyTx, deps: Deps, siteId: string, memberId: number) =>
  grantIfEligible(m, deps, { siteId, memberId, kind: 'signup', source: `bonus:signup:${memberId}` });

/**
 * A deposit bonus's event: the deposit itself, except a time window's, which is granted once per
 * member, program and site day whatever the deposits (a per-period reuse key).
 */
function depositSource(
  kind: BonusKind,
  d: { programId: number; memberId: number; depositId: number | null; at: Date },
  tz: number,
) {
  if (kind === 'time_window') return `bonus:time_window:${d.programId}:${d.memberId}:${siteDay(d.at, tz)}`;
  return `bonus:${kind}:${d.depositId ?? 'new'}`;
}

interface DepositChoice {
  siteId: string;
  memberId: number;
  programId: number;
  /** null: the form before an amount is typed. */
  amount: number | null;
  /** When the member asked for the deposit: a time window is judged at that moment. */
  at: Date;
  depositId: number | null;
}

/** The program the member chose, judged for this deposit without writing anything (also the form's offers). */
export async function judgeChoice(db: MoneyTx['trx'] | AppDeps['db'], deps: Deps, c: DepositChoice) {
  const program = await programById(db, c.siteId, c.programId);
  if (!program || !isDepositBonusKind(program.kind))
    return { program, verdict: { refused: ResultCode.BonusUnavailable } };
  const kind = program.kind as BonusKind;
  const source = depositSource(kind, c, deps.config.SITE_TZ_OFFSET_MINUTES);
  const verdict = await judgeRequest(
    db,
    deps,
    {
      siteId: c.siteId,
      memberId: c.memberId,
      kind,
      programId: c.programId,
      source,
      deposit: { id: c.depositId ?? undefined, amount: c.amount, at: c.at },
    },
    program,
  );
  return { program, verdict, source, kind };
}

/** The deposit request names a bonus: refused (nothing asked) unless its approval would grant it as things stand. */
export async function assertDepositBonus(m: MoneyTx, deps: Deps, c: Omit<DepositChoice, 'depositId'>): Promise<void> {
  const { verdict } = await judgeChoice(m.trx, deps, { ...c, depositId: null });
  if ('refused' in verdict) throw new AppError(verdict.refused, 'params' in verdict ? verdict.params : undefined);
}

/**
 * A deposit's approval grants the bonus the member chose on its form, judged again now (a
 * first-deposit bonus may have been taken by an earlier approval meanwhile); a refusal leaves the
 * deposit approved without it and is answered for the audit line.
 */
export async function grantDepositBonus(
  m: MoneyTx,
  deps: Deps,
  deposit: { id: number; siteId: string; memberId: number; amount: number; at: Date; programId: number | null },
): Promise<Grant | { refused: string } | null> {
  if (deposit.programId === null) return null;
  const program = await programById(m.trx, deposit.siteId, deposit.programId);
  if (!program || !isDepositBonusKind(program.kind)) return { refused: ResultCode.BonusUnavailable };
  const kind = program.kind as BonusKind;
  return grantIfEligible(m, deps, {
    siteId: deposit.siteId,
    memberId: deposit.memberId,
    kind,
    programId: program.id,
    source: depositSource(
      kind,
      { programId: program.id, memberId: deposit.memberId, depositId: deposit.id, at: deposit.at },
      deps.config.SITE_TZ_OFFSET_MINUTES,
    ),
    deposit: { id: deposit.id, amount: deposit.amount, at: deposit.at },
    meta: { cashRequestId: deposit.id },
  });
}
