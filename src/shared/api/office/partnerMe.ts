import type { Tier } from '../../enums';
import type { RateRecord } from './rates';

/** POST /api/partner/me {} -> PartnerMe: my page and rate info (§2 partner mypage/rateInfo). */
export interface PartnerMe {
  id: number;
  memId: string;
  memNick: string;
  tier: Tier;
  cash: number;
  point: number;
  /** Own rates per game group (what the parent set). */
  rates: RateRecord[];
  parentMemId: string | null;
  /** Members and partners below me (whole subtree, me excluded). */
  lowerMembers: number;
  lowerPartners: number;
  /** Whether a partner gate password is set (§6). */
  gateSet: boolean;
  /** Tiers I may create below me (a lower partner tier or NORMAL). */
  creatableTiers: Tier[];
}
