import { LedgerEntryRecord, LedgerVerifyResult } from '../api/ledger';
import { OfficeArea, OfficeListQuery, officeList } from '../api/office';
import { TransferRecord, TransferRequest, TransferResult } from '../api/partnerMoney';
import { endpoint, NoBody, partner, staff } from './endpoint';

/** §6 a partner pays cash to, or recovers it from, a user of its own subtree (U021 otherwise). */
export const partnerMoney = {
  pay: endpoint({ path: '/api/partner/money/pay', body: TransferRequest, response: TransferResult, access: partner, idempotent: true, summary: 'Pay cash to a user of my subtree' }),
  recover: endpoint({ path: '/api/partner/money/recover', body: TransferRequest, response: TransferResult, access: partner, idempotent: true, summary: 'Take cash back from a user of my subtree' }),
};

export const partnerTransfers = {
  list: endpoint({ path: '/api/partner/transfers/list', body: OfficeListQuery, response: officeList(TransferRecord), access: partner, summary: 'Pay, recover and give history of my subtree' }),
};

/** Money history of member and partner accounts, read from the ledger, and the ledger check. */
export const adminLedger = {
  list: endpoint({ path: '/api/admin/reports/ledger/list', body: OfficeListQuery, response: officeList(LedgerEntryRecord), access: staff(OfficeArea.Reports), summary: 'Ledger entries of every member and partner account' }),
  verify: endpoint({ path: '/api/admin/audit/ledgerVerify', body: NoBody, response: LedgerVerifyResult, access: staff(OfficeArea.Audit), summary: 'The DESIGN ledger invariants, as `npm run ledger:verify` prints them' }),
};

export const partnerLedger = {
  list: endpoint({ path: '/api/partner/ledger/list', body: OfficeListQuery, response: officeList(LedgerEntryRecord), access: partner, summary: 'Ledger entries of my subtree, me included' }),
};
