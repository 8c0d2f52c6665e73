import { ReportGrid } from '../../grid/ReportGrid';

/** §2 reports/summary daily: one row per site day, charted (report data is one hour behind, §9). */
export function DailyReportList() {
  return <ReportGrid report="daily" defaultSort={{ field: 'day', order: 'DESC' }} chartKey="day" />;
}
