import { ALL_PAIRS, OfficeArea, type StaffPair } from '../../../../shared/api/office/areas';
import { ResultCode } from '../../../../shared/resultCodes';
import { AppError } from '../../../http/appError';

/** What keeps a staff member able to manage staff: every pair of the staff area. */
const STAFF_RIGHTS = ALL_PAIRS.filter((p) => p.startsWith(`${OfficeArea.Staff}.`));

/**
 * A master cannot lock itself out (docs/domains/staff.md#no-lock-out): a change to the caller's own
 * account or role must leave it every pair of the staff area (A101).
 */
export function assertKeepsOwnRights(pairsAfter: readonly string[]): void {
  if (!STAFF_RIGHTS.every((p: StaffPair) => pairsAfter.includes(p))) throw new AppError(ResultCode.StaffSelfLockout);
}
