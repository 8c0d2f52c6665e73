import { OfficeArea, officeList } from '../api/office';
import { AuditList, AuditRecord, ProcessingList, ProcessingRecord } from '../api/office/audit';
import { endpoint, partner, staff } from './endpoint';

/** The audit log: every staff and partner write, with the record before and after (area audit). */
export const adminAudit = {
  list: endpoint({
    path: '/api/admin/audit/list',
    body: AuditList,
    response: officeList(AuditRecord),
    access: staff(OfficeArea.Audit),
    summary: 'Audit lines, filtered by actor, action, target and date',
  }),
};

/** §2 partner tab "admin processing history": what staff and partners did to my subtree's members. */
export const partnerProcessing = {
  list: endpoint({
    path: '/api/partner/processing/list',
    body: ProcessingList,
    response: officeList(ProcessingRecord),
    access: partner,
    summary: 'Audit lines about members of my subtree',
  }),
};
