import { OfficeArea } from '../api/office';
import {
  CashReportRecord,
  DailyReportRecord,
  PartnerSummaryRecord,
  PointReportRecord,
  ReportFilter,
  SummaryFilter,
  TransferReportRecord,
} from '../api/office/reports';
import { FunnelFilter, FunnelRecord } from '../api/office/joinCodes';
import { partner, staff } from './endpoint';
import { reportGrid as report } from './reportGrid';

/** §2 reports of a partner, over its own subtree. */
export const partnerReports = {
  deposits: report(
    '/api/partner/reports/deposits',
    ReportFilter,
    CashReportRecord,
    partner,
    "Deposit requests of the partner's subtree",
  ),
  withdrawals: report(
    '/api/partner/reports/withdrawals',
    ReportFilter,
    CashReportRecord,
    partner,
    "Withdrawal requests of the partner's subtree",
  ),
  transfers: report(
    '/api/partner/reports/transfers',
    ReportFilter,
    TransferReportRecord,
    partner,
    "Pay, recover and give transfers of the partner's subtree",
  ),
  points: report(
    '/api/partner/reports/points',
    ReportFilter,
    PointReportRecord,
    partner,
    "Point movements of the partner's subtree",
  ),
  daily: report(
    '/api/partner/reports/daily',
    SummaryFilter,
    DailyReportRecord,
    partner,
    "Money per site day of the partner's subtree",
  ),
  summary: report(
    '/api/partner/reports/summary',
    SummaryFilter,
    PartnerSummaryRecord,
    partner,
    'Money and commission per lower partner',
  ),
  funnel: report(
    '/api/partner/reports/funnel',
    FunnelFilter,
    FunnelRecord,
    partner,
    "Sign-up funnel per day, code and sub-id of the partner's subtree's codes",
  ),
};

const reports = staff(OfficeArea.Reports);
/** The same reports for staff (area reports), over the whole site. */
export const adminReports = {
  deposits: report(
    '/api/admin/reports/deposits',
    ReportFilter,
    CashReportRecord,
    reports,
    'Deposit requests of the site',
  ),
  withdrawals: report(
    '/api/admin/reports/withdrawals',
    ReportFilter,
    CashReportRecord,
    reports,
    'Withdrawal requests of the site',
  ),
  transfers: report(
    '/api/admin/reports/transfers',
    ReportFilter,
    TransferReportRecord,
    reports,
    'Pay, recover and give transfers of the site',
  ),
  points: report('/api/admin/reports/points', ReportFilter, PointReportRecord, reports, 'Point movements of the site'),
  daily: report(
    '/api/admin/reports/daily',
    SummaryFilter,
    DailyReportRecord,
    reports,
    'Money per site day of the site',
  ),
  summary: report(
    '/api/admin/reports/summary',
    SummaryFilter,
    PartnerSummaryRecord,
    reports,
    'Money and commission per top partner (or below one partner)',
  ),
  funnel: report(
    '/api/admin/reports/funnel',
    FunnelFilter,
    FunnelRecord,
    reports,
    'Sign-up funnel per day, code and sub-id of every code of the site',
  ),
};
