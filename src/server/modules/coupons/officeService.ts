import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { dateRange } from '../../../shared/dates';
import { Tier } from '../../../shared/enums';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import {
  CouponKindFilter,
  IssuedCouponFilter,
  type CouponIssue,
  type CouponKindData,
  type CouponKindRecord,
} from '../../../shared/api/office/promotions';
import type { CouponRow } from '../../../shared/api/coupons';
import { findMemberByLogin } from '../identity/repo';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import {
  findKind,
  insertKind,
  issueCoupons,
  issuedPage,
  kindPage,
  lockKind,
  updateKind,
  type KindRow,
  type Recipients,
} from './officeRepo';

const toKind = (k: KindRow): CouponKindRecord => ({
  id: k.id,
  name: k.name,
  reward: k.reward as CouponKindRecord['reward'],
  amount: k.amount,
  validDays: k.valid_days,
  enabled: k.enabled,
  issued: k.issued ?? 0,
  used: k.used ?? 0,
  createdAt: k.created_at.toISOString(),
});

const badFilter = (error: z.ZodError) =>
  new AppError(ResultCode.InvalidRequest, { fields: error.issues.map((i) => `filter.${i.path.join('.')}`) });

const kindValues = (d: z.infer<typeof CouponKindData>) => ({
  name: d.name,
  reward: d.reward,
  amount: d.amount,
  valid_days: d.validDays,
  enabled: d.enabled,
});

export async function couponKindList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  query: OfficeListQuery,
): Promise<OfficeList<CouponKindRecord>> {
  const f = CouponKindFilter.safeParse(query.filter);
  if (!f.success) throw badFilter(f.error);
  const { rows, total } = await kindPage(deps.db, siteId, f.data, query);
  return { list: rows.map(toKind), total };
}

export async function couponKindGet(deps: Pick<AppDeps, 'db'>, siteId: string, id: number): Promise<CouponKindRecord> {
  const k = await findKind(deps.db, siteId, id);
  if (!k) throw new AppError(ResultCode.NotFound);
  return toKind(k);
}

export async function couponKindCreate(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  data: z.infer<typeof CouponKindData>,
): Promise<CouponKindRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await insertKind(trx, caller.siteId, kindValues(data));
    const after = toKind((await findKind(trx, caller.siteId, id))!);
    await writeAudit(trx, caller.actor, 'couponKind.create', `coupon_kind:${id}`, null, after);
    return after;
  });
}

/** A disabled kind withdraws its unused coupons (V106 to a holder who tries one); enabling it gives them back. */
export async function couponKindUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  id: number,
  data: z.infer<typeof CouponKindData>,
): Promise<CouponKindRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockKind(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    await updateKind(trx, id, kindValues(data), deps.clock.now());
    const after = toKind((await findKind(trx, caller.siteId, id))!);
    await writeAudit(
      trx,
      caller.actor,
      'couponKind.update',
      `coupon_kind:${id}`,
      { ...before, created_at: before.created_at.toISOString(), updated_at: before.updated_at.toISOString() },
      after,
    );
    return after;
  });
}

/** Who a target names: a member or a partner by login id (E007 when there is none), a level, everyone. */
async function recipients(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  d: z.infer<typeof CouponIssue>,
): Promise<Recipients> {
  if (d.target === 'level') return { target: 'level', level: d.level };
  if (d.target === 'all') return { target: 'all' };
  const m = await findMemberByLogin(deps.db, siteId, d.memId!);
  if (!m) throw new AppError(ResultCode.NotFound, { fields: ['memId'] });
  if (d.target === 'member') return { target: 'member', memberId: m.id };
  if (m.tier === Tier.Normal) throw new AppError(ResultCode.InvalidRequest, { fields: ['memId'] });
  return { target: 'subtree', memberId: m.id, path: m.path };
}

export async function couponIssue(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  data: z.infer<typeof CouponIssue>,
) {
  const to = await recipients(deps, caller.siteId, data);
  return deps.db.transaction().execute(async (trx) => {
    const kind = await lockKind(trx, caller.siteId, data.kindId);
    if (!kind) throw new AppError(ResultCode.NotFound, { fields: ['kindId'] });
    const result = await issueCoupons(
      trx,
      caller.siteId,
      kind,
      to,
      `${caller.actor.kind}:${caller.actor.loginId}`,
      deps.clock.now(),
    );
    await writeAudit(trx, caller.actor, 'coupon.issue', `coupon_issue:${result.id}`, null, {
      ...data,
      issued: result.issued,
    });
    return result;
  });
}

export async function issuedCouponList(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  siteId: string,
  query: OfficeListQuery,
) {
  const f = IssuedCouponFilter.safeParse(query.filter);
  if (!f.success) throw badFilter(f.error);
  const now = deps.clock.now();
  const { rows, total } = await issuedPage(
    deps.db,
    siteId,
    { ...f.data, range: dateRange(f.data.dateFrom, f.data.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES), now },
    query,
  );
  const list = rows.map((r) => ({
    id: r.id,
    kindId: r.kind_id,
    kindName: r.name,
    reward: r.reward as CouponRow['reward'],
    amount: r.amount,
    memId: r.mem_id,
    memNick: r.mem_nick,
    state: (r.status === 'used' ? 'used' : r.expires_at <= now ? 'expired' : 'unused') as CouponRow['state'],
    giftedFrom: r.gifted_from,
    expiresAt: r.expires_at.toISOString(),
    usedAt: r.used_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  }));
  return { list, total };
}
