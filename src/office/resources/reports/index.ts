import AssessmentIcon from '@mui/icons-material/Assessment';
import { CashReportList } from './CashReportList';
import { TransferReportList } from './TransferReportList';
import { PointReportList } from './PointReportList';
import { DailyReportList } from './DailyReportList';
import { SummaryReportList } from './SummaryReportList';
import { PromotionReportList } from './PromotionReportList';

/** The same report screens serve partners (their subtree) and staff (the site): the resource name picks. */
export const reports = {
  deposits: { list: CashReportList, icon: AssessmentIcon },
  withdrawals: { list: CashReportList, icon: AssessmentIcon },
  transfers: { list: TransferReportList, icon: AssessmentIcon },
  points: { list: PointReportList, icon: AssessmentIcon },
  daily: { list: DailyReportList, icon: AssessmentIcon },
  summary: { list: SummaryReportList, icon: AssessmentIcon },
  promotions: { list: PromotionReportList, icon: AssessmentIcon },
} as const;
