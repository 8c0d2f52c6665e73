import { GiveListQuery, TransferRecord, TransferRequest, TransferResult } from '../api/partnerMoney';
import { PointChangeRequest, PointChangeResult, PointListQuery, PointRow } from '../api/points';
import { pagedList } from '../api/common';
import { endpoint, member } from './endpoint';

/** §2 /mypage/give: a member of a partner tier gives from its own cash to a user below it. */
export const give = {
  send: endpoint({
    path: '/api/cash/give',
    body: TransferRequest,
    response: TransferResult,
    access: member,
    idempotent: true,
    summary: 'Give cash to a user below me (U021 otherwise)',
  }),
  list: endpoint({
    path: '/api/cash/give/list',
    body: GiveListQuery,
    response: pagedList(TransferRecord),
    access: member,
    summary: 'What I gave and received',
  }),
};

/** §3/§5 the member's points: records and conversion to cash. */
export const points = {
  list: endpoint({
    path: '/api/cash/pointList',
    body: PointListQuery,
    response: pagedList(PointRow),
    access: member,
    summary: 'Point records, newest first',
  }),
  change: endpoint({
    path: '/api/cash/pointChg',
    body: PointChangeRequest,
    response: PointChangeResult,
    access: member,
    idempotent: true,
    closedBy: ['point'],
    summary: 'Convert points to cash (§5 minimum and unit)',
  }),
};
