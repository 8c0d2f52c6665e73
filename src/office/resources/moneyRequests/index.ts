import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { MoneyRequestCreate } from './MoneyRequestCreate';
import { MoneyRequestList } from './MoneyRequestList';

/** A partner asks and decides; the head office staff only decide. */
export const partnerMoneyRequests = { list: MoneyRequestList, create: MoneyRequestCreate, icon: RequestQuoteIcon };
export const adminMoneyRequests = { list: MoneyRequestList, icon: RequestQuoteIcon };
