import { CashRefuseRequest, CashRequestRecord } from '../api/adminCash';
import { OfficeArea, OfficeId, OfficeListQuery, officeList } from '../api/office';
import { endpoint, staff } from './endpoint';

/** Staff processing of one kind of cash request (office convention): list, get, approve, refuse, wait. */
const staffQueue = <R extends string, A extends OfficeArea>(resource: R, area: A, what: string) => {
  const access = staff(area);
  const base = `/api/admin/${resource}` as const;
  return {
    list: endpoint({ path: `${base}/list`, body: OfficeListQuery, response: officeList(CashRequestRecord), access, summary: `${what} requests, paged` }),
    get: endpoint({ path: `${base}/get`, body: OfficeId, response: CashRequestRecord, access, summary: `One ${what} request` }),
    approve: endpoint({ path: `${base}/approve`, body: CashRefuseRequest, response: CashRequestRecord, access, idempotent: true, summary: `Approve a ${what} request` }),
    refuse: endpoint({ path: `${base}/refuse`, body: CashRefuseRequest, response: CashRequestRecord, access, idempotent: true, summary: `Refuse a ${what} request with a memo` }),
    wait: endpoint({ path: `${base}/wait`, body: CashRefuseRequest, response: CashRequestRecord, access, idempotent: true, summary: `Put a ${what} request on wait` }),
  };
};

export const adminDeposits = staffQueue('deposits', OfficeArea.Deposits, 'deposit');
export const adminWithdrawals = staffQueue('withdrawals', OfficeArea.Withdrawals, 'withdrawal');
