import AssessmentIcon from '@mui/icons-material/Assessment';
import { CashReportList } from './CashReportList';
import { TransferReport } from './TransferReport';
import { PointReportList } from './PointReportList';
import { DailyReportList } from './DailyReportList';
import { SummaryReportList } from './SummaryReportList';
import { PromotionReportList } from './PromotionReportList';
import { LedgerReportList } from './LedgerReportList';

/** The same report screens serve partners (their subtree) and staff (the site): the resource name picks. */
export const reports = {
  deposits: { list: CashReportList, icon: AssessmentIcon },
  withdrawals: { list: CashReportList, icon: AssessmentIcon },
  transfers: { list: TransferReport, icon: AssessmentIcon },
  points: { list: PointReportList, icon: AssessmentIcon },
  daily: { list: DailyReportList, icon: AssessmentIcon },
  summary: { list: SummaryReportList, icon: AssessmentIcon },
  promotions: { list: PromotionReportList, icon: AssessmentIcon },
} as const;

/** Money history (partner/ledger, admin/reports/ledger). */
export const ledgerReport = { list: LedgerReportList, icon: AssessmentIcon } as const;
