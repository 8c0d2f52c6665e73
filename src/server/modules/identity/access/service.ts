import type { z } from 'zod';
import type { OfficeList } from '../../../../shared/api/office';
import type { LoginEventList, LoginEventRecord, OnlineList, OnlineRecord } from '../../../../shared/api/office/access';
import type { Tier } from '../../../../shared/enums';
import { toWon } from '../../../../shared/money';
import { ResultCode } from '../../../../shared/resultCodes';
import { describeUserAgent } from '../../../../shared/userAgent';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { ApiRequest, OfficeCaller } from '../../../http/route';
import { filterRange, iso } from '../../../http/officeDates';
import { scopeOf } from '../../../http/officeScope';
import { deviceIdOf } from '../../../http/deviceId';
import type { SessionKind } from '../tables';
import { insertLoginEvent, loginEventPage, onlinePage } from './repo';
import { subUserPartner } from '../subUsers/login';

const USER_AGENT_MAX = 300;

/**
 * Runs a sign-in and keeps a line of it: who was tried (`loginId`: a member's or partner's id, or a
 * partner's sub-user, whose line belongs to its partner), from where, on what device, and what it
 * answered, whether it signed in or was refused. A failure to write the line never changes the
 * login's own answer.
 */
export async function withLoginEvent<T>(
  req: ApiRequest<unknown>,
  kind: SessionKind,
  loginId: string,
  signIn: () => Promise<T>,
): Promise<T> {
  const tried = loginId.trim().slice(0, 40);
  const keep = (result: string) =>
    insertLoginEvent(req.deps.db, {
      siteId: req.site.site.id,
      memId: tried,
      ownerId: subUserPartner(tried) ?? tried,
      kind,
      ip: req.ip,
      deviceId: deviceIdOf(req.raw),
      userAgent: req.userAgent.slice(0, USER_AGENT_MAX),
      result,
      at: req.deps.clock.now(),
    }).catch((err: unknown) => req.log.error({ err }, 'login event not recorded'));
  try {
    const answer = await signIn();
    await keep(ResultCode.Success);
    return answer;
  } catch (err) {
    // A missing id is no try at anyone; rate-limit refusals never reach here.
    if (err instanceof AppError && tried) await keep(err.code);
    throw err;
  }
}

/** §2 access info: sign-in tries of the caller's subtree (staff: the site), newest first. */
export async function listLoginEvents(
  deps: Pick<AppDeps, 'db' | 'config'>,
  caller: OfficeCaller,
  body: z.output<typeof LoginEventList>,
): Promise<OfficeList<LoginEventRecord>> {
  const { rows, total } = await loginEventPage(
    deps.db,
    scopeOf(caller),
    { ...body.filter, ...filterRange(deps, body.filter) },
    body,
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id === null ? null : Number(r.member_id),
    memId: r.mem_id,
    kind: r.kind,
    ip: r.ip,
    ...describeUserAgent(r.user_agent),
    deviceId: r.device_id,
    result: r.result,
    createdAt: iso(r.created_at)!,
  }));
  return { list, total };
}

/** §2 online members: the live sessions of the caller's subtree (the caller itself left out). */
export async function listOnline(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: OfficeCaller,
  body: z.output<typeof OnlineList>,
): Promise<OfficeList<OnlineRecord>> {
  const { rows, total } = await onlinePage(deps.db, scopeOf(caller), body.filter, body, deps.clock.now());
  const list = rows.map((r) => ({
    id: r.id,
    memberId: Number(r.member_id),
    memId: r.mem_id,
    memNick: r.mem_nick,
    tier: r.tier as Tier,
    parentMemId: r.parent_mem_id ?? null,
    kind: r.kind,
    ip: r.ip,
    cash: r.cash === null ? 0 : toWon(r.cash),
    since: iso(r.created_at)!,
    expiresAt: iso(r.expires_at)!,
  }));
  return { list, total };
}
