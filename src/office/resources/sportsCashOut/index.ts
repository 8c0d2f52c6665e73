import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyView } from '../../common/lazyView';

const CashOutRuleList = lazyView(() => import('./CashOutRuleList'), 'CashOutRuleList');
const CashOutReportList = lazyView(() => import('./CashOutReportList'), 'CashOutReportList');

export const cashOutRules = { list: CashOutRuleList, icon: CurrencyExchangeIcon };
export const cashOutReport = { list: CashOutReportList, icon: AssessmentIcon };
