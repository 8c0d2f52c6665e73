import { ReportGrid } from '../../grid/ReportGrid';

/**
 * The partner funnel (docs/domains/partner-codes.md#the-funnel): a row per site day, sign-up code and
 * sub-id, from visits to commission, over the caller's subtree's codes.
 */
export function FunnelReportList() {
  return <ReportGrid report="funnel" defaultSort={{ field: 'day', order: 'DESC' }} />;
}
