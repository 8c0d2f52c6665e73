import type { AdminMemberRecord, LowerMemberRecord } from '../../../shared/api/office/members';
import type { MemberStatus, Tier } from '../../../shared/enums';
import { toWon } from '../../../shared/money';
import { iso } from '../../http/officeDates';
import { toRateRecord } from './rates';
import type { RateRow } from './ratesRepo';
import type { Scope } from '../../http/officeScope';
import type { MemberListRow } from './repo';

const segments = (path: string): number => path.split('/').filter(Boolean).length;
const won = (value: string | number | null): number => (value === null ? 0 : toWon(value));

/** The record a partner sees of a lower member; `depth` counts levels below the caller. */
export function toLowerRecord(
  row: MemberListRow,
  rates: readonly RateRow[],
  scope: Scope,
  now: Date,
): LowerMemberRecord {
  return {
    id: row.id,
    memId: row.mem_id,
    memNick: row.mem_nick,
    name: row.name,
    phone: row.phone,
    tier: row.tier as Tier,
    status: row.status as MemberStatus,
    level: row.level,
    parentId: row.parent_id,
    parentMemId: row.parent_mem_id ?? null,
    depth: segments(row.path) - (scope.path === null ? 0 : segments(scope.path)),
    recommendYn: row.recommend_yn === 'Y' ? 'Y' : 'N',
    cash: won(row.cash),
    point: won(row.point),
    createdAt: iso(row.created_at)!,
    lastLoginAt: iso(row.last_login_at),
    rates: rates.filter((r) => r.member_id === row.id).map((r) => toRateRecord(r, now)),
  };
}

export function toAdminRecord(
  row: MemberListRow,
  rates: readonly RateRow[],
  scope: Scope,
  now: Date,
): AdminMemberRecord {
  return {
    ...toLowerRecord(row, rates, scope, now),
    bankName: row.bank_name,
    accountNo: row.account_no,
    accountHolder: row.account_holder,
    canLogin: row.can_login,
    canBet: row.can_bet,
    canRecommend: row.can_recommend,
    locked: row.locked,
    casinoOpen: row.casino_open,
    slotOpen: row.slot_open,
    memo: row.memo ?? '',
    joinIp: row.join_ip,
    joinDomain: row.join_domain,
    lastLoginIp: row.last_login_ip,
    wrongPasswordCount: row.wrong_password_count,
    lockedAt: row.locked_at?.toISOString() ?? null,
    pinLocked: row.pin_locked_at !== null,
    gateLocked: row.gate_locked_at !== null,
    online: Boolean(row.online),
  };
}
