import { ReportGrid } from '../../grid/ReportGrid';

/** Point accruals and conversions of the subtree (partner) or the site (staff); also the partner tab "point details". */
export function PointReportList() {
  return <ReportGrid report="points" defaultSort={{ field: 'createdAt', order: 'DESC' }} />;
}
