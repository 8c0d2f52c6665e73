import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import { z } from 'zod';
import { TotpEnableRequest, type TotpSetup } from '../../../shared/api/office/totp';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { writeAudit } from '../audit/repo';
import { officePost, type StaffCaller } from './officeRoute';

/** One 30-second step either side, for clocks a little apart. */
const TOLERANCE_SECONDS = 30;

/** §6 optional staff OTP (RFC 6238), at the site's clock; staffLogin calls it when a secret is set. */
export async function verifyStaffOtp(deps: Pick<AppDeps, 'clock'>, secret: string, otp: string | undefined): Promise<boolean> {
  if (!otp || !/^\d{6}$/.test(otp)) return false;
  try {
    const result = await verify({ secret, token: otp, epoch: Math.floor(deps.clock.now().getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
    return result.valid;
  } catch {
    return false;
  }
}

/** Any staff member sets up its own second factor: a pending secret, enabled by one valid code. */
export default async function totpRoutes(app: FastifyInstance): Promise<void> {
  officePost(app, '/api/admin/totp/setup', { anyStaff: true }, z.object({}).loose(), async (_body, caller: StaffCaller, req): Promise<TotpSetup> => {
    const secret = generateSecret();
    const now = req.deps.clock.now();
    await req.deps.db
      .insertInto('staff_totp_pending')
      .values({ staff_id: caller.staff.id, secret, created_at: now })
      .onConflict((oc) => oc.column('staff_id').doUpdateSet({ secret, created_at: now }))
      .execute();
    return { secret, otpauthUrl: generateURI({ issuer: req.site.site.name, label: caller.staff.staff_id, secret }) };
  });

  officePost(app, '/api/admin/totp/enable', { anyStaff: true }, TotpEnableRequest, async (body, caller: StaffCaller, req) => {
    const pending = await req.deps.db.selectFrom('staff_totp_pending').select('secret').where('staff_id', '=', caller.staff.id).executeTakeFirst();
    if (!pending) throw new AppError(ResultCode.InvalidRequest, { fields: ['otp'] });
    if (!(await verifyStaffOtp(req.deps, pending.secret, body.otp))) throw new AppError(ResultCode.WrongPassword, { otp: true });
    await req.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('staff').set({ totp_secret: pending.secret }).where('id', '=', caller.staff.id).execute();
      await trx.deleteFrom('staff_totp_pending').where('staff_id', '=', caller.staff.id).execute();
      await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: 'totp.enable', target: caller.staff.staff_id, ip: req.ip });
    });
    return { enabled: true };
  });
}
