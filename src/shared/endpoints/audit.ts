import { OfficeArea, officeList } from '../api/office';
import { AuditList, AuditRecord } from '../api/office/audit';
import { endpoint, staff } from './endpoint';

/** The audit log: every staff and partner write, with the record before and after (area audit). */
export const adminAudit = {
  list: endpoint({ path: '/api/admin/audit/list', body: AuditList, response: officeList(AuditRecord), access: staff(OfficeArea.Audit), summary: 'Audit lines, filtered by actor, action, target and date' }),
};
