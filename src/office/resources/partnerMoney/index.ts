import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { lazyView } from '../../common/lazyView';

const MoneyRequestCreate = lazyView(() => import('./MoneyRequestCreate'), 'MoneyRequestCreate');
const MoneyRequestList = lazyView(() => import('./MoneyRequestList'), 'MoneyRequestList');
const TransferList = lazyView(() => import('./TransferList'), 'TransferList');

/** Partner money: a partner's pay and recover history, and money requests (a partner asks and decides; the head office staff only decide). */
export const partnerMoneyTransfers = { list: TransferList, icon: SwapHorizIcon };
export const partnerMoneyRequests = { list: MoneyRequestList, create: MoneyRequestCreate, icon: RequestQuoteIcon };
export const adminPartnerMoneyRequests = { list: MoneyRequestList, icon: RequestQuoteIcon };
