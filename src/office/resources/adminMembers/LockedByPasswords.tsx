import { useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import type { AdminMemberRecord } from '../../../shared/api/office/members';
import { useOfficeFormat } from '../../common/format';

/**
 * Staff see when wrong passwords locked the account (a staff lock has no time), on the member
 * detail at once and on the edit page where the lock is lifted
 * (docs/architecture/security.md#lockouts-and-how-each-lifts).
 */
export function LockedByPasswords() {
  const translate = useTranslate();
  const record = useRecordContext<AdminMemberRecord>();
  const { dateTime } = useOfficeFormat();
  if (!record?.locked || !record.lockedAt) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate('office.members.lockedByPasswords', {
        at: dateTime(record.lockedAt),
        wrong: record.wrongPasswordCount,
      })}
    </Alert>
  );
}
