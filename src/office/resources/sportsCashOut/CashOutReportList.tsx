import { ReportGrid } from '../../grid/ReportGrid';

/**
 * Sports cash-outs per site day and sport (docs/domains/sportsbook.md#cash-out): how many, the stake
 * cashed out, its value before the margin, what was paid and the margin kept; CSV from the grid.
 */
export function CashOutReportList() {
  return <ReportGrid report="sportsCashOut" defaultSort={{ field: 'day', order: 'DESC' }} />;
}
