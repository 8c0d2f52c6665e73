import type { Kysely } from 'kysely';
import type { MemberData } from '../../../shared/api/member';
import type { Tier, YN } from '../../../shared/enums';
import type { DB } from '../../db/schema';
import type { MemberRow } from './sessionRepo';
import { memberBalances } from '../ledger/repo';
import { countUnread } from '../content/message/repo';

/** §3 userData: the member row joined with its balances and unread count. */
export async function toMemberData(db: Kysely<DB>, row: MemberRow): Promise<MemberData> {
  const balances = await memberBalances(db, row.id);
  return {
    memId: row.mem_id,
    memNick: row.mem_nick,
    memLevel: row.level,
    cashAmt: balances.cash,
    pointAmt: balances.point,
    recommendYn: row.recommend_yn as YN,
    siteId: row.site_id,
    tier: row.tier as Tier,
    name: row.name,
    phone: row.phone,
    bankName: row.bank_name,
    accountNo: row.account_no,
    accountHolder: row.account_holder,
    hasWithdrawPassword: !!row.withdraw_password_hash,
    joinDay: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

/** Unread messages for msgInfo.newMsg. */
export const unreadCount = (db: Kysely<DB>, memberId: number): Promise<number> => countUnread(db, memberId);
