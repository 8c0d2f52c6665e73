import { DetectionRun, FlagAccept, FlagDismiss, FlagList, FlagRecord } from '../api/integrity';
import { OfficeArea, OfficeId, officeList } from '../api/office';
import { SharedSignalList, SharedSignalRecord } from '../api/office/sharedSignals';
import { NoBody, endpoint, partner, staff } from './endpoint';

const members = staff(OfficeArea.Members);

/**
 * Integrity flags (docs/domains/integrity.md): staff review them; partners see those of their
 * subtree.
 */
export const adminIntegrity = {
  list: endpoint({
    path: '/api/admin/integrity/list',
    body: FlagList,
    response: officeList(FlagRecord),
    access: members,
    summary: 'Integrity flags (multi-accounting, chip dumping, promotion farming), paged',
  }),
  get: endpoint({
    path: '/api/admin/integrity/get',
    body: OfficeId,
    response: FlagRecord,
    access: members,
    summary: 'One flag with its evidence',
  }),
  accept: endpoint({
    path: '/api/admin/integrity/accept',
    body: FlagAccept,
    response: FlagRecord,
    access: members,
    summary: 'Accept a flag: lock betting or black-list its accounts, with a memo (audited)',
  }),
  dismiss: endpoint({
    path: '/api/admin/integrity/dismiss',
    body: FlagDismiss,
    response: FlagRecord,
    access: members,
    summary: 'Dismiss a flag with a memo (audited)',
  }),
  run: endpoint({
    path: '/api/admin/integrity/run',
    body: NoBody,
    response: DetectionRun,
    access: members,
    summary: 'Run the integrity detection for the site now',
  }),
};

export const partnerIntegrity = {
  list: endpoint({
    path: '/api/partner/integrity/list',
    body: FlagList,
    response: officeList(FlagRecord),
    access: partner,
    summary: 'Integrity flags whose every account is in my subtree',
  }),
  get: endpoint({
    path: '/api/partner/integrity/get',
    body: OfficeId,
    response: FlagRecord,
    access: partner,
    summary: 'One flag of my subtree (E007 otherwise)',
  }),
};

/** §2 partner tab "multiple IP": accounts of my subtree sharing an IP, a device or a payout account. */
export const partnerSharedSignals = {
  list: endpoint({
    path: '/api/partner/sharedSignals/list',
    body: SharedSignalList,
    response: officeList(SharedSignalRecord),
    access: partner,
    summary: 'IPs, devices and payout accounts shared by accounts of my subtree',
  }),
};
