import { OfficeArea, OfficeId, OfficeListQuery, officeList } from '../api/office';
import { MoneyRequestAction, MoneyRequestCreate, MoneyRequestRecord } from '../api/office/partnerMoneyRequests';
import { TransferRecord, TransferRequest, TransferResult } from '../api/partnerMoney';
import { endpoint, partner, staff } from './endpoint';

/** §6 a partner pays cash to, or recovers it from, a user of its own subtree (U021 otherwise). */
export const partnerMoney = {
  pay: endpoint({
    path: '/api/partner/money/pay',
    body: TransferRequest,
    response: TransferResult,
    access: partner,
    idempotent: true,
    summary: 'Pay cash to a user of my subtree',
  }),
  recover: endpoint({
    path: '/api/partner/money/recover',
    body: TransferRequest,
    response: TransferResult,
    access: partner,
    idempotent: true,
    summary: 'Take cash back from a user of my subtree',
  }),
};

export const partnerMoneyTransfers = {
  list: endpoint({
    path: '/api/partner/transfers/list',
    body: OfficeListQuery,
    response: officeList(TransferRecord),
    access: partner,
    summary: 'Pay, recover and give history of my subtree',
  }),
};

/**
 * §4 partner money requests: a partner asks its parent for cash or returns
 * some; its parent (or, for a partner without one, the head office staff) decides; the requester
 * may cancel while it is open. Approval moves the money once (ledger key `ptnreq:<id>`).
 */
export const partnerMoneyRequests = {
  list: endpoint({
    path: '/api/partner/moneyRequests/list',
    body: OfficeListQuery,
    response: officeList(MoneyRequestRecord),
    access: partner,
    summary: 'My money requests and those of my direct children',
  }),
  get: endpoint({
    path: '/api/partner/moneyRequests/get',
    body: OfficeId,
    response: MoneyRequestRecord,
    access: partner,
    summary: 'One money request I made or may decide',
  }),
  create: endpoint({
    path: '/api/partner/moneyRequests/create',
    body: MoneyRequestCreate,
    response: MoneyRequestRecord,
    access: partner,
    idempotent: true,
    summary: 'Ask my parent (or the head office) for cash, or return cash to it',
  }),
  cancel: endpoint({
    path: '/api/partner/moneyRequests/cancel',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: partner,
    idempotent: true,
    summary: 'Withdraw my own open request (K101 once decided)',
  }),
  approve: endpoint({
    path: '/api/partner/moneyRequests/approve',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: partner,
    idempotent: true,
    summary: "Approve a direct child's request: the cash moves once",
  }),
  refuse: endpoint({
    path: '/api/partner/moneyRequests/refuse',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: partner,
    idempotent: true,
    summary: "Refuse a direct child's request with a memo",
  }),
  wait: endpoint({
    path: '/api/partner/moneyRequests/wait',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: partner,
    idempotent: true,
    summary: "Hold a direct child's request for later",
  }),
};

/** The head office staff decide the requests of partners without a parent (area partners). */
export const adminPartnerMoneyRequests = {
  list: endpoint({
    path: '/api/admin/moneyRequests/list',
    body: OfficeListQuery,
    response: officeList(MoneyRequestRecord),
    access: staff(OfficeArea.Partners),
    summary: 'Money requests addressed to the head office',
  }),
  get: endpoint({
    path: '/api/admin/moneyRequests/get',
    body: OfficeId,
    response: MoneyRequestRecord,
    access: staff(OfficeArea.Partners),
    summary: 'One money request addressed to the head office',
  }),
  approve: endpoint({
    path: '/api/admin/moneyRequests/approve',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: staff(OfficeArea.Partners),
    idempotent: true,
    summary: 'Approve: the house bank pays, or receives, once',
  }),
  refuse: endpoint({
    path: '/api/admin/moneyRequests/refuse',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: staff(OfficeArea.Partners),
    idempotent: true,
    summary: 'Refuse with a memo',
  }),
  wait: endpoint({
    path: '/api/admin/moneyRequests/wait',
    body: MoneyRequestAction,
    response: MoneyRequestRecord,
    access: staff(OfficeArea.Partners),
    idempotent: true,
    summary: 'Hold for later',
  }),
};
