import { CreateButton, usePermissions, useRecordContext } from 'react-admin';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import type { LowerMemberRecord } from '../../../shared/api/office/members';
import { API } from '../../../shared/endpoints';
import { canAccess } from '../../access/canAccess';

/**
 * Opens a balance correction (docs/domains/corrections.md) for the member on screen, its id filled
 * in; shown to staff whose role may ask for one.
 */
export function CorrectBalanceButton() {
  const record = useRecordContext<LowerMemberRecord>();
  const { permissions } = usePermissions<OfficePermissions>();
  if (!record || !canAccess(permissions, API.adminCorrections.create)) return null;
  return (
    <CreateButton
      resource="admin/corrections"
      label="office.corrections.create"
      state={{ record: { memId: record.memId } }}
    />
  );
}
