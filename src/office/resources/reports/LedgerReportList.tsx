import { ReportGrid } from '../../grid/ReportGrid';

/** Money history: every cash and point movement of member and partner accounts (staff: the site; a partner: its subtree, itself included). */
export function LedgerReportList() {
  return (
    <ReportGrid report="ledger" defaultSort={{ field: 'id', order: 'DESC' }} dateKeys={['startDate', 'endDate']} />
  );
}
