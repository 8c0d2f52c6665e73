import type { z } from 'zod';
import { OfficeArea, officeList } from '../api/office';
import { CashReportRecord, DailyReportRecord, PartnerSummaryRecord, PointReportRecord, ReportList, SummaryList, TransferReportRecord } from '../api/office/reports';
import { endpoint, partner, staff, type Access } from './endpoint';

/** A report is a list resource of the office: the list call is its only verb. */
const report = <P extends string, B extends z.ZodType, R extends z.ZodType, A extends Access>(path: P, body: B, row: R, access: A, summary: string) => ({
  list: endpoint({ path, body, response: officeList(row), access, summary }),
});

/** §2 reports of a partner, over its own subtree. */
export const partnerReports = {
  deposits: report('/api/partner/reports/deposits/list', ReportList, CashReportRecord, partner, "Deposit requests of the partner's subtree"),
  withdrawals: report('/api/partner/reports/withdrawals/list', ReportList, CashReportRecord, partner, "Withdrawal requests of the partner's subtree"),
  transfers: report('/api/partner/reports/transfers/list', ReportList, TransferReportRecord, partner, "Pay, recover and give transfers of the partner's subtree"),
  points: report('/api/partner/reports/points/list', ReportList, PointReportRecord, partner, "Point movements of the partner's subtree"),
  daily: report('/api/partner/reports/daily/list', SummaryList, DailyReportRecord, partner, "Money per site day of the partner's subtree"),
  summary: report('/api/partner/reports/summary/list', SummaryList, PartnerSummaryRecord, partner, 'Money and commission per lower partner'),
};

const reports = staff(OfficeArea.Reports);
/** The same reports for staff (area reports), over the whole site. */
export const adminReports = {
  deposits: report('/api/admin/reports/deposits/list', ReportList, CashReportRecord, reports, 'Deposit requests of the site'),
  withdrawals: report('/api/admin/reports/withdrawals/list', ReportList, CashReportRecord, reports, 'Withdrawal requests of the site'),
  transfers: report('/api/admin/reports/transfers/list', ReportList, TransferReportRecord, reports, 'Pay, recover and give transfers of the site'),
  points: report('/api/admin/reports/points/list', ReportList, PointReportRecord, reports, 'Point movements of the site'),
  daily: report('/api/admin/reports/daily/list', SummaryList, DailyReportRecord, reports, 'Money per site day of the site'),
  summary: report('/api/admin/reports/summary/list', SummaryList, PartnerSummaryRecord, reports, 'Money and commission per top partner (or below one partner)'),
};
