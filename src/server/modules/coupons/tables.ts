import type { Generated } from 'kysely';

interface CouponKindsTable {
  id: Generated<number>;
  site_id: string;
  name: string;
  reward: string;
  amount: number;
  valid_days: number;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface CouponIssuesTable {
  id: Generated<number>;
  site_id: string;
  kind_id: number;
  target: string;
  target_member_id: number | null;
  target_level: number | null;
  issued: number;
  actor: string;
  created_at: Generated<Date>;
}

interface CouponsTable {
  id: Generated<number>;
  site_id: string;
  kind_id: number;
  issue_id: number;
  member_id: number;
  issued_member_id: number;
  status: Generated<string>;
  expires_at: Date;
  gifted_from: number | null;
  gifted_at: Date | null;
  used_at: Date | null;
  txn_id: number | null;
  created_at: Generated<Date>;
}

export interface CouponTables {
  coupon_kinds: CouponKindsTable;
  coupon_issues: CouponIssuesTable;
  coupons: CouponsTable;
}
