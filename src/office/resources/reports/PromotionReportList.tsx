import { ReportGrid } from '../../grid/ReportGrid';

/**
 * What coupons, attendance and the roulette paid, in the subtree (partner) or the site (staff): a
 * report grid like every other, its totals row summing cash and points apart, its CSV the server's.
 */
export function PromotionReportList() {
  return <ReportGrid report="promotions" defaultSort={{ field: 'createdAt', order: 'DESC' }} />;
}
