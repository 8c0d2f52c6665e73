import { randomBytes } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { CompanyDetail, CompanyInput, CompanyMaster, CompanyRecord } from '../../../shared/api/office/companies';
import { StaffRole } from '../../../shared/enums';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { createSystemAccount } from '../ledger/repo';
import { insertSite } from '../site/newSite';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import {
  feesOf,
  findCompany,
  listCompanies,
  lockCompany,
  ptAccountCode,
  ptBalance,
  ptMoves,
  reservePtMoveId,
  type CompanyRow,
} from './repo';

const toRecord = (r: CompanyRow): CompanyRecord => ({
  id: r.site_id,
  name: r.name,
  companyClass: r.company_class,
  contact: r.contact,
  domain: r.domain,
  code: r.code,
  siteKey: r.site_key,
  ptFeeBp: r.pt_fee_bp,
  ptLimit: r.pt_limit,
  ptBalance: Number(r.pt_balance),
  userCount: Number(r.user_count),
  createdAt: r.created_at.toISOString(),
});

export async function listOfCompanies(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  query: OfficeListQuery,
): Promise<OfficeList<CompanyRecord>> {
  const search = typeof query.filter.q === 'string' ? query.filter.q.trim().slice(0, 60) : undefined;
  const { rows, total } = await listCompanies(deps.db, caller.siteId, search || undefined, query);
  return { list: rows.map(toRecord), total };
}

/** One company of the caller's site, with its last 12 fees and 20 PT movements. */
export async function companyDetail(
  db: AppDeps['db'] | MoneyTx['trx'],
  caller: StaffCaller,
  id: string | number,
): Promise<CompanyDetail> {
  const row = await findCompany(db, caller.siteId, String(id));
  if (!row) throw new AppError(ResultCode.NotFound);
  const [fees, moves] = await Promise.all([feesOf(db, row.site_id, 12), ptMoves(db, caller.siteId, row.site_id, 20)]);
  return {
    ...toRecord(row),
    fees: fees.map((f) => ({
      month: f.month,
      ggr: f.ggr,
      fee: f.fee,
      feeBp: f.fee_bp,
      chargedAt: f.charged_at.toISOString(),
      chargedBy: f.charged_by,
    })),
    ptMoves: moves.map((mv) => ({ kind: mv.kind, amount: mv.amount, memo: mv.memo, at: mv.created_at.toISOString() })),
  };
}

/**
 * Registers a company: its own site (a new site key; the triggers of 0100 give it its system
 * accounts) with default options and levels, its first master account, its §3 fields, and its PT
 * account in the operator's ledger, in one transaction. A site id or code already taken answers
 * K201 and creates nothing. The master's password comes hashed (argon2id, before the transaction).
 */
export async function createCompany(
  m: MoneyTx,
  caller: StaffCaller,
  input: CompanyInput & CompanyMaster & { siteId: string },
  masterHash: string,
): Promise<CompanyDetail> {
  const { masterId, masterPassword: _secret, ...fields } = input;
  try {
    await insertSite(m.trx, {
      id: input.siteId,
      name: input.name,
      siteKey: randomBytes(18).toString('base64url'),
      domain: input.domain,
    });
    await m.trx
      .insertInto('companies')
      .values({
        site_id: input.siteId,
        operator_site_id: caller.siteId,
        company_class: input.companyClass,
        contact: input.contact,
        code: input.code,
        pt_fee_bp: input.ptFeeBp,
        pt_limit: input.ptLimit,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ResultCode.CompanyCodeTaken);
    throw error;
  }
  await m.trx
    .insertInto('staff')
    .values({
      site_id: input.siteId,
      staff_id: masterId,
      name: masterId,
      password_hash: masterHash,
      role: StaffRole.Master,
      totp_secret: null,
    })
    .execute();
  await createSystemAccount(m.trx, caller.siteId, ptAccountCode(input.siteId), 'cash');
  await writeAudit(m.trx, caller.actor, 'company.create', `company:${input.siteId}`, null, { ...fields, masterId });
  return companyDetail(m.trx, caller, input.siteId);
}

export async function updateCompany(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  id: string | number,
  data: Partial<CompanyInput>,
): Promise<CompanyDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockCompany(trx, caller.siteId, String(id));
    if (!before) throw new AppError(ResultCode.NotFound);
    const { name, domain, companyClass, contact, code, ptFeeBp, ptLimit } = data;
    try {
      if (name !== undefined || domain !== undefined)
        await trx.updateTable('sites').set({ name, domain }).where('id', '=', before.site_id).execute();
      const set = { company_class: companyClass, contact, code, pt_fee_bp: ptFeeBp, pt_limit: ptLimit };
      if (Object.values(set).some((v) => v !== undefined))
        await trx.updateTable('companies').set(set).where('site_id', '=', before.site_id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ResultCode.CompanyCodeTaken);
      throw error;
    }
    await writeAudit(
      trx,
      caller.actor,
      'company.update',
      `company:${before.site_id}`,
      { code: before.code, ptFeeBp: before.pt_fee_bp, ptLimit: before.pt_limit },
      data,
    );
    return companyDetail(trx, caller, before.site_id);
  });
}

/**
 * PT top-up (the company paid: its PT rises, the operator's bank gives the counter-entry) or
 * usage (PT spent: it falls). Usage is held to the PT limit: the balance may go down to −limit and
 * no further (K202 naming the limit, nothing moves). The company row is locked before the balance
 * is read, and every PT movement takes that lock first, so two usages cannot both pass one check.
 */
export async function movePt(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  caller: StaffCaller,
  kind: 'topUp' | 'use',
  input: { id: string | number; amount: number; memo: string },
): Promise<CompanyDetail> {
  const company = await lockCompany(m.trx, caller.siteId, String(input.id));
  if (!company) throw new AppError(ResultCode.NotFound);
  if (kind === 'use' && (await ptBalance(m.trx, caller.siteId, company.site_id)) - input.amount < -company.pt_limit) {
    throw new AppError(ResultCode.CompanyPtLimit, { limit: company.pt_limit });
  }
  const pt = { system: ptAccountCode(company.site_id), asset: 'cash' as const };
  const house = { system: SystemAccount.House, asset: 'cash' as const };
  // the movement's row id names it in the ledger; a retried request is deduplicated by its Idempotency-Key
  const id = await reservePtMoveId(m.trx);
  const posted = await m.post({
    siteId: caller.siteId,
    idempotencyKey: `company:pt:${id}`,
    kind: kind === 'topUp' ? LedgerKind.CompanyPtTopUp : LedgerKind.CompanyPtUse,
    memo: input.memo,
    meta: { companySiteId: company.site_id, by: caller.actor.loginId },
    postings:
      kind === 'topUp'
        ? [
            { account: house, amount: -input.amount },
            { account: pt, amount: input.amount },
          ]
        : [
            { account: pt, amount: -input.amount },
            { account: house, amount: input.amount },
          ],
  });
  await m.trx
    .insertInto('company_pt_moves')
    .values({
      id,
      site_id: company.site_id,
      kind,
      amount: input.amount,
      memo: input.memo,
      txn_id: posted.transactionId,
      created_by: caller.actor.loginId,
      created_at: deps.clock.now(),
    })
    .execute();
  await writeAudit(m.trx, caller.actor, `company.pt.${kind}`, `company:${company.site_id}`, null, {
    amount: input.amount,
    memo: input.memo,
    transactionId: posted.transactionId,
  });
  return companyDetail(m.trx, caller, company.site_id);
}
