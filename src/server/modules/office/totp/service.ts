import { generateSecret, generateURI, verify } from 'otplib';
import type { TotpSetup } from '../../../../shared/api/office/totp';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { enableSecret, findPendingSecret, putPendingSecret } from './repo';

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
export async function setupTotp(deps: AppDeps, caller: StaffCaller, issuer: string): Promise<TotpSetup> {
  const secret = generateSecret();
  await putPendingSecret(deps.db, caller.staff.id, secret, deps.clock.now());
  return { secret, otpauthUrl: generateURI({ issuer, label: caller.staff.staff_id, secret }) };
}

export async function enableTotp(deps: AppDeps, caller: StaffCaller, otp: string): Promise<{ enabled: true }> {
  const pending = await findPendingSecret(deps.db, caller.staff.id);
  if (!pending) throw new AppError(ResultCode.InvalidRequest, { fields: ['otp'] });
  if (!(await verifyStaffOtp(deps, pending, otp))) throw new AppError(ResultCode.WrongPassword, { otp: true });
  await deps.db.transaction().execute(async (trx) => {
    await enableSecret(trx, caller.staff.id, pending);
    await writeAudit(trx, caller.actor, 'totp.enable', caller.staff.staff_id, { totp: false }, { totp: true });
  });
  return { enabled: true };
}
