import { LedgerEntryFilter, LedgerEntryRecord, LedgerVerifyResult } from '../api/ledger';
import { OfficeArea } from '../api/office';
import { endpoint, NoBody, partner, staff } from './endpoint';
import { reportGrid } from './reportGrid';

/** Money history of member and partner accounts, read from the ledger, and the ledger check. */
export const adminLedger = {
  ...reportGrid(
    '/api/admin/reports/ledger',
    LedgerEntryFilter,
    LedgerEntryRecord,
    staff(OfficeArea.Reports),
    'Ledger entries of every member and partner account',
  ),
  verify: endpoint({
    path: '/api/admin/audit/ledgerVerify',
    body: NoBody,
    response: LedgerVerifyResult,
    access: staff(OfficeArea.Audit),
    summary: 'The DESIGN ledger invariants, as `npm run ledger:verify` prints them',
  }),
};

export const partnerLedger = reportGrid(
  '/api/partner/ledger',
  LedgerEntryFilter,
  LedgerEntryRecord,
  partner,
  'Ledger entries of my subtree, me included',
);
