import {
  JOIN_CODE,
  JOIN_SUB_ID,
  normalJoinCode,
  type JoinVisitRequest,
  type JoinVisitResponse,
} from '../../../shared/api/joinLinks';
import type { SignupRequest } from '../../../shared/api/member';
import { siteDay } from '../../../shared/dates';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { insertJoinVisit, joinCodeByCode, joinCodeByDomain } from './joinLinkRepo';
import { recommenderProblem } from './memberChecks';
import { findMemberById, type MemberRow } from './sessionRepo';

/**
 * Partner sign-up links and domains (docs/domains/partner-codes.md): which open code a link or the
 * request's domain names, the visit the funnel counts, and where a sign-up through them lands.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export interface JoinRequestContext {
  siteId: string;
  /** The host name the page was served on (the Origin, else Host). */
  domain: string;
}

/** A link's sub-id, or '' when it has none or one that is not a sub-id. */
const subIdOf = (value: string | undefined): string => {
  const s = (value ?? '').trim().toLowerCase();
  return JOIN_SUB_ID.test(s) ? s : '';
};

/**
 * The open code named by `code`, else by the domain. A code that names no open code is ignored
 * (null) for a visit; a sign-up is refused with U601 instead, so nobody lands under a partner the
 * member did not choose nor under none without being told.
 */
async function openCode(deps: Deps, ctx: JoinRequestContext, code: string | undefined, strict: boolean) {
  const named = normalJoinCode(code ?? '');
  if (named) {
    const row = JOIN_CODE.test(named) ? await joinCodeByCode(deps.db, ctx.siteId, named) : undefined;
    if (row?.enabled) return row;
    if (strict) throw new AppError(ResultCode.JoinLinkClosed, { field: 'joinCode' });
    return null;
  }
  const row = ctx.domain ? await joinCodeByDomain(deps.db, ctx.siteId, ctx.domain.toLowerCase()) : undefined;
  return row?.enabled ? row : null;
}

/**
 * A visit through a link (or to a partner's domain): counted once per code, site day and device
 * (the device id, else the IP), and answered with the link the front remembers for
 * JOIN_LINK_DAYS. An unknown or closed code, or a partner who may not recommend, answers null.
 */
export async function recordJoinVisit(
  deps: Deps,
  ctx: JoinRequestContext & { device: string },
  body: JoinVisitRequest,
): Promise<JoinVisitResponse> {
  const row = await openCode(deps, ctx, body.code, false);
  if (!row) return null;
  if (recommenderProblem(await findMemberById(deps.db, row.partner_id))) return null;
  const subId = subIdOf(body.subId);
  await insertJoinVisit(deps.db, {
    code_id: row.id,
    day: siteDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES),
    device: ctx.device,
    sub_id: subId,
  });
  return { code: row.code, subId };
}

export interface JoinPlace {
  codeId: number;
  subId: string;
  /** The code's partner, checked as a recommender by the sign-up. */
  partner: MemberRow | undefined;
}

/** Where a sign-up with no recommender typed lands: the link's code (U601 if closed), else the domain's, else nowhere. */
export async function joinPlaceOf(
  deps: Deps,
  ctx: JoinRequestContext,
  input: Pick<SignupRequest, 'joinCode' | 'joinSubId'>,
): Promise<JoinPlace | null> {
  const row = await openCode(deps, ctx, input.joinCode, true);
  if (!row) return null;
  return {
    codeId: row.id,
    subId: input.joinCode ? subIdOf(input.joinSubId) : '',
    partner: await findMemberById(deps.db, row.partner_id),
  };
}
