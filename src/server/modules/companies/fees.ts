import { ResultCode } from '../../../shared/resultCodes';
import type { CompanyFee } from '../../../shared/api/office/companies';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import { inMoneyTransaction, LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import { allCompanies, findFee, grossGamingRevenue, lockCompany, ptAccountCode } from './repo';

/** The month `yyyy-mm` as instants: its first moment in site time, and the next month's. */
function monthRange(month: string, tzOffsetMinutes: number): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const shift = tzOffsetMinutes * 60_000;
  return { from: new Date(Date.UTC(y, m - 1, 1) - shift), to: new Date(Date.UTC(y, m, 1) - shift) };
}

/** The month before the one `now` falls in, in site time: the last month that has ended. */
export function lastEndedMonth(now: Date, tzOffsetMinutes: number): string {
  const site = new Date(now.getTime() + tzOffsetMinutes * 60_000);
  const prev = new Date(Date.UTC(site.getUTCFullYear(), site.getUTCMonth() - 1, 1));
  return `${prev.getUTCFullYear()}-${String(prev.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** §3 game PT fee: floor(GGR × bp / 10000), nothing on a month the company did not win. */
const feeOf = (ggr: number, bp: number): number => (ggr > 0 ? Math.floor((ggr * bp) / 10_000) : 0);

const toFee = (r: {
  month: string;
  ggr: number;
  fee: number;
  fee_bp: number;
  charged_at: Date;
  charged_by: string;
}): CompanyFee => ({
  month: r.month,
  ggr: r.ggr,
  fee: r.fee,
  feeBp: r.fee_bp,
  chargedAt: r.charged_at.toISOString(),
  chargedBy: r.charged_by,
});

/**
 * Charges one company's fee for one ended month, once: under the company row's lock the month's
 * row is looked up (a charge made before answers as it stands), else the GGR is read, the fee posted
 * from the company's PT account to the operator's bank under `company:fee:<site>:<yyyy-mm>` and the
 * row written, in the caller's money transaction. The fee is owed whatever the PT balance: it is not held to the
 * PT limit, which bounds what the company may spend, so a company past its limit only stops spending.
 */
export async function chargeMonthlyFee(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  m: MoneyTx,
  operatorSiteId: string,
  siteId: string,
  month: string,
  actor: Actor,
): Promise<CompanyFee> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  if (month > lastEndedMonth(deps.clock.now(), tz)) throw new AppError(ResultCode.CompanyFeeMonthOpen);
  const company = await lockCompany(m.trx, operatorSiteId, siteId);
  if (!company) throw new AppError(ResultCode.NotFound);
  const charged = await findFee(m.trx, siteId, month);
  if (charged) return toFee(charged);
  const { from, to } = monthRange(month, tz);
  const ggr = await grossGamingRevenue(m.trx, siteId, from, to);
  const fee = feeOf(ggr, company.pt_fee_bp);
  const posted =
    fee > 0
      ? await m.post({
          siteId: operatorSiteId,
          idempotencyKey: `company:fee:${siteId}:${month}`,
          kind: LedgerKind.CompanyFee,
          memo: month,
          meta: { companySiteId: siteId, month, ggr, feeBp: company.pt_fee_bp },
          postings: [
            { account: { system: ptAccountCode(siteId), asset: 'cash' }, amount: -fee },
            { account: { system: SystemAccount.House, asset: 'cash' }, amount: fee },
          ],
        })
      : null;
  const row = await m.trx
    .insertInto('company_fees')
    .values({
      site_id: siteId,
      month,
      ggr,
      fee,
      fee_bp: company.pt_fee_bp,
      txn_id: posted?.transactionId ?? null,
      charged_by: actor.loginId,
      charged_at: deps.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(m.trx, actor, 'company.fee', `company:${siteId}`, null, {
    month,
    ggr,
    fee,
    feeBp: company.pt_fee_bp,
    transactionId: posted?.transactionId ?? null,
  });
  return toFee(row);
}

/** The job's pass: every company's last ended month, charged once (a charged month answers as it stands). */
export async function chargeDueFees(deps: AppDeps, actorOf: (siteId: string) => Actor): Promise<CompanyFee[]> {
  const month = lastEndedMonth(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
  const fees: CompanyFee[] = [];
  for (const c of await allCompanies(deps.db)) {
    if (await findFee(deps.db, c.site_id, month)) continue;
    fees.push(
      await inMoneyTransaction(deps, (m) =>
        chargeMonthlyFee(deps, m, c.operator_site_id, c.site_id, month, actorOf(c.operator_site_id)),
      ),
    );
  }
  return fees;
}
