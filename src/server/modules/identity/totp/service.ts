import { generateSecret, generateURI, verify } from 'otplib';
import type { TotpSetup, TotpSetupRequest } from '../../../../shared/api/office/totp';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { SessionEnd } from '../authContext';
import { verifySecret } from '../passwords';
import { endStaffSessions, findStaffById } from '../sessionRepo';
import { acceptOtp } from '../staffService';
import { recordStaffFailure } from '../staffRepo';
import { enableSecret, findPendingSecret, putPendingSecret } from './repo';

/** One 30-second step either side, for clocks a little apart. */
const TOLERANCE_SECONDS = 30;

/**
 * §6 optional staff OTP (RFC 6238), at the site's clock: the time step a code matches, or null.
 * A step at or before `afterStep` (already used) matches nothing.
 */
export async function verifyStaffOtp(
  deps: Pick<AppDeps, 'clock'>,
  secret: string,
  otp: string | undefined,
  afterStep: number | null = null,
): Promise<number | null> {
  if (!otp || !/^\d{6}$/.test(otp)) return null;
  try {
    const result = await verify({
      secret,
      token: otp,
      epoch: Math.floor(deps.clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null && { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Re-enrolling replaces the second factor, so it needs what signing in needs:
 * the password and a current, unused code. A wrong one counts toward the sign-in backoff.
 */
async function assertMayReEnrol(deps: AppDeps, caller: StaffCaller, input: TotpSetupRequest): Promise<void> {
  const staff = (await findStaffById(deps.db, caller.staff.id)) ?? caller.staff;
  if (!staff.totp_secret) return;
  const passwordOk = !!input.password && (await verifySecret(staff.password_hash, input.password));
  if (
    passwordOk &&
    (await acceptOtp(deps, staff, input.otp, (secret, otp, after) => verifyStaffOtp(deps, secret, otp, after)))
  )
    return;
  await recordStaffFailure(deps.db, staff.id, deps.clock.now());
  throw new AppError(ResultCode.WrongPassword, { fields: passwordOk ? ['otp'] : ['password'], reEnrol: true });
}

/** Any staff member sets up its own second factor: a pending secret, enabled by one valid code. */
export async function setupTotp(
  deps: AppDeps,
  caller: StaffCaller,
  issuer: string,
  input: TotpSetupRequest,
): Promise<TotpSetup> {
  await assertMayReEnrol(deps, caller, input);
  const secret = generateSecret();
  await putPendingSecret(deps.db, caller.staff.id, secret, deps.clock.now());
  return { secret, otpauthUrl: generateURI({ issuer, label: caller.staff.staff_id, secret }) };
}

/**
 * One valid code of the pending secret enables it; the code's step counts as used. Every other
 * session of the staff member ends: they were signed in without the factor now required.
 */
export async function enableTotp(deps: AppDeps, caller: StaffCaller, otp: string): Promise<{ enabled: true }> {
  const pending = await findPendingSecret(deps.db, caller.staff.id);
  if (!pending) throw new AppError(ResultCode.InvalidRequest, { fields: ['otp'] });
  const step = await verifyStaffOtp(deps, pending, otp);
  if (step === null) throw new AppError(ResultCode.WrongPassword, { otp: true });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await enableSecret(trx, caller.staff.id, pending, step);
    await writeAudit(
      trx,
      caller.actor,
      'totp.enable',
      caller.staff.staff_id,
      { totp: !!caller.staff.totp_secret },
      { totp: true },
    );
  });
  await endStaffSessions(deps.db, caller.staff.id, caller.sessionId, SessionEnd.SecondFactorEnabled, now);
  return { enabled: true };
}
