import {
  CashDeleteRequest,
  CashDeleted,
  CashList,
  CashListQuery,
  DepositRequest,
  WithdrawBlockers,
  SiteAccount,
  UserCash,
  WithdrawRequest,
  CashRow,
} from '../api/cash';
import { PinUnlocked, PinUnlockRequest } from '../api/member';
import { endpoint, member, NoBody } from './endpoint';

/** §7 /api/cash/*: the member's deposits, withdrawals and balance. */
export const cash = {
  deposit: endpoint({
    path: '/api/cash/in',
    body: DepositRequest,
    response: CashRow,
    access: member,
    idempotent: true,
    closedBy: ['deposit'],
    summary: 'Ask for a deposit; money moves when staff approve (§4)',
  }),
  withdraw: endpoint({
    path: '/api/cash/out',
    body: WithdrawRequest,
    response: CashRow,
    access: member,
    idempotent: true,
    closedBy: ['withdraw'],
    summary: 'Ask for a withdrawal; the amount is held at once (§4)',
  }),
  unlockPin: endpoint({
    path: '/api/cash/unlockPin',
    body: PinUnlockRequest,
    response: PinUnlocked,
    access: member,
    summary: 'Unlock withdrawals locked by 5 wrong withdrawal passwords (C029) with the login password',
  }),
  account: endpoint({
    path: '/api/cash/getAcc',
    body: NoBody,
    response: SiteAccount,
    access: member,
    closedBy: ['deposit'],
    summary: "The site's bank account a deposit is sent to",
  }),
  list: endpoint({
    path: '/api/cash/list',
    body: CashListQuery,
    response: CashList,
    access: member,
    summary: "The member's deposit and withdrawal requests",
  }),
  cancel: endpoint({
    path: '/api/cash/del',
    body: CashDeleteRequest,
    response: CashDeleted,
    access: member,
    idempotent: true,
    summary: 'Cancel an open request (a held withdrawal returns)',
  }),
  balance: endpoint({
    path: '/api/cash/getUserCash',
    body: NoBody,
    response: UserCash,
    access: member,
    summary: 'Cash, points and open stakes (§4 poll every 5 s)',
  }),
  rollingRemain: endpoint({
    path: '/api/cash/rolling/remain',
    body: NoBody,
    response: WithdrawBlockers,
    access: member,
    summary: 'Betting still needed before a withdrawal passes C015: the rolling rule and each active bonus',
  }),
};
