import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyView } from '../../common/lazyView';

const CashReportList = lazyView(() => import('./CashReportList'), 'CashReportList');
const TransferReport = lazyView(() => import('./TransferReport'), 'TransferReport');
const PointReportList = lazyView(() => import('./PointReportList'), 'PointReportList');
const DailyReportList = lazyView(() => import('./DailyReportList'), 'DailyReportList');
const SummaryReportList = lazyView(() => import('./SummaryReportList'), 'SummaryReportList');
const PromotionReportList = lazyView(() => import('./PromotionReportList'), 'PromotionReportList');
const FunnelReportList = lazyView(() => import('./FunnelReportList'), 'FunnelReportList');
const BonusCostReportList = lazyView(() => import('./BonusCostReportList'), 'BonusCostReportList');
const LedgerReportList = lazyView(() => import('./LedgerReportList'), 'LedgerReportList');

/** The same report screens serve partners (their subtree) and staff (the site): the resource name picks. */
export const reports = {
  deposits: { list: CashReportList, icon: AssessmentIcon },
  withdrawals: { list: CashReportList, icon: AssessmentIcon },
  transfers: { list: TransferReport, icon: AssessmentIcon },
  points: { list: PointReportList, icon: AssessmentIcon },
  daily: { list: DailyReportList, icon: AssessmentIcon },
  summary: { list: SummaryReportList, icon: AssessmentIcon },
  promotions: { list: PromotionReportList, icon: AssessmentIcon },
  funnel: { list: FunnelReportList, icon: AssessmentIcon },
  bonusCost: { list: BonusCostReportList, icon: AssessmentIcon },
} as const;

/** Money history (partner/ledger, admin/reports/ledger). */
export const ledgerReport = { list: LedgerReportList, icon: AssessmentIcon } as const;
