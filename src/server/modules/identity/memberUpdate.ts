import { ResultCode } from '../../../shared/resultCodes';
import {
  checkInfoUpdate,
  checkPasswordChange,
  checkWithdrawPasswordChange,
  formatPhone,
  phoneDigits,
  UpdateKind,
  type ChangePasswordRequest,
  type ChangeWithdrawPasswordRequest,
  type MemberData,
  type UpdateInfoRequest,
  type UpdateRequest,
} from '../../../shared/api/member';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { SessionEnd, type MemberAuth } from './authContext';
import { toMemberData } from './memberData';
import { assertNoDuplicates, assertNoProblem, assertNotBlocked } from './memberChecks';
import { isUniqueViolation } from '../../db/errors';
import { hashSecret, verifySecret } from './passwords';
import { updateMemberRow } from './repo';
import { checkGuess, WithdrawPin } from './secretLocks';
import { endMemberGames, endMemberSessions } from './sessionRepo';
import type { MembersTable } from './tables';
import type { Updateable } from 'kysely';

async function assertSecret(stored: string | null, given: string, field: string): Promise<void> {
  if (!(await verifySecret(stored, given))) throw new AppError(ResultCode.WrongPassword, { field });
}

/** §2 info edit: nickname, phone and payout account under the same §5 rules and duplicate checks as sign-up. */
async function updateInfo(deps: AppDeps, auth: MemberAuth, input: UpdateInfoRequest): Promise<MemberData> {
  assertNoProblem(checkInfoUpdate(input));
  const { member } = auth;
  await assertSecret(member.password_hash, input.memPass, 'memPass');
  const values: Updateable<MembersTable> = {};
  if (input.memNick !== undefined) values.mem_nick = input.memNick.trim();
  if (input.phone !== undefined) values.phone = formatPhone(input.phone);
  if (input.bankName !== undefined) values.bank_name = input.bankName.trim();
  if (input.accountNo !== undefined) values.account_no = input.accountNo.trim();
  if (input.accountHolder !== undefined) values.account_holder = input.accountHolder.trim();
  const probe = {
    memNick: values.mem_nick,
    phoneDigits: values.phone === undefined ? undefined : phoneDigits(values.phone),
    accountDigits: values.account_no,
  };
  await assertNotBlocked(deps, member.site_id, probe);
  await assertNoDuplicates(deps, member.site_id, probe, member.id);
  try {
    return await toMemberData(deps.db, await updateMemberRow(deps.db, member.id, values, deps.clock.now()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertNoDuplicates(deps, member.site_id, probe, member.id);
    throw error;
  }
}

/**
 * §2 password change: the old password first (U003); every other session of the member ends, and
 * every vendor game session, this session's too (docs/operations/security.md, "Game sessions").
 */
async function changePassword(deps: AppDeps, auth: MemberAuth, input: ChangePasswordRequest): Promise<MemberData> {
  assertNoProblem(checkPasswordChange(input));
  await assertSecret(auth.member.password_hash, input.oldPass, 'oldPass');
  const hash = await hashSecret(deps.config, input.newPass);
  const now = deps.clock.now();
  const { row, ended } = await deps.db.transaction().execute(async (trx) => {
    const changed = await updateMemberRow(trx, auth.member.id, { password_hash: hash }, now);
    const others = await endMemberSessions(trx, auth.member.id, SessionEnd.Logout, now, auth.session.id);
    await endMemberGames(trx, auth.member.id, now);
    return { row: changed, ended: others };
  });
  for (const sessionId of ended)
    deps.bus.publish({ type: 'logout', memberId: auth.member.id, sessionId, reason: SessionEnd.Logout });
  return toMemberData(deps.db, row);
}

/** §2 withdrawal password change: proven by the old withdrawal password, or by the account password. */
async function changeWithdrawPassword(
  deps: AppDeps,
  auth: MemberAuth,
  input: ChangeWithdrawPasswordRequest,
): Promise<MemberData> {
  assertNoProblem(checkWithdrawPasswordChange(input));
  const { member } = auth;
  const oldPin = input.oldWithdrawPass;
  if (oldPin) {
    // The old withdrawal password is a guess like one at /api/cash/out.
    const guess = await checkGuess(deps, member, WithdrawPin, (row) =>
      verifySecret(row.withdraw_password_hash, oldPin),
    );
    if (!guess.ok)
      throw new AppError(ResultCode.WrongPassword, { field: 'oldWithdrawPass', remaining: guess.remaining });
  } else await assertSecret(member.password_hash, input.memPass, 'memPass');
  const hash = await hashSecret(deps.config, input.newWithdrawPass);
  // A new withdrawal password, proven either way, starts the wrong-guess count again and lifts its lock.
  const values = { withdraw_password_hash: hash, pin_wrong_count: 0, pin_locked_at: null };
  return toMemberData(deps.db, await updateMemberRow(deps.db, member.id, values, deps.clock.now()));
}

function applyUpdate(deps: AppDeps, auth: MemberAuth, input: UpdateRequest): Promise<MemberData> {
  switch (input.kind) {
    case UpdateKind.Info:
      return updateInfo(deps, auth, input);
    case UpdateKind.Password:
      return changePassword(deps, auth, input);
    case UpdateKind.WithdrawPassword:
      return changeWithdrawPassword(deps, auth, input);
  }
}

/**
 * /api/member/update: the member's own data, one kind of change per call; answers the new userData.
 * The member's next call on this node reads the new row (the database's change notice, which
 * tells every node, may land a moment after this answer).
 */
export async function updateMember(deps: AppDeps, auth: MemberAuth, input: UpdateRequest): Promise<MemberData> {
  try {
    return await applyUpdate(deps, auth, input);
  } finally {
    deps.sessions.forgetMember(auth.member.id);
  }
}
