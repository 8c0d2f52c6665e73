import type { Generated, JSONColumnType } from 'kysely';
import type { SiteOptions } from '../../../shared/api/site';
import type { GameNames } from '../../../shared/api/games';

export interface SitesTable {
  id: string;
  name: string;
  site_key: string;
  domain: Generated<string>;
  options: JSONColumnType<Partial<SiteOptions>>;
  created_at: Generated<Date>;
}

export interface LevelsTable {
  site_id: string;
  level: number;
  name: string;
  bet_min: Generated<number>;
  bet_max: Generated<number>;
  win_max: Generated<number>;
  /** The deposit point percent (basis points of the deposit) and its bonus percent. */
  point_bp: Generated<number>;
  point_bonus_bp: Generated<number>;
  /** 2300_payback_comp_level_up.sql: comp, basis points of a settled stake, per game group (docs/domains/points.md#comp). */
  comp_casino_bp: Generated<number>;
  comp_slot_bp: Generated<number>;
  comp_sports_bp: Generated<number>;
  comp_minigame_bp: Generated<number>;
  /** 1700_withdrawal_risk.sql: the largest withdrawal the risk rules approve by themselves (0: none). */
  auto_withdraw_max: Generated<number>;
}

export interface SiteChecksTable {
  id: Generated<number>;
  site_id: string;
  check_type: string;
  game_code: string | null;
  emergency: Generated<boolean>;
  checking: Generated<boolean>;
  start_at: Date | null;
  end_at: Date | null;
}

export interface CommonCodesTable {
  group_code: string;
  code: string;
  code_name: string;
  group_name_en: Generated<string>;
  ord: Generated<number>;
}

interface ProductsTable {
  proc_id: number;
  group_code: string;
  name: string;
  lobby_symbol: Generated<string>;
  image: Generated<string>;
  ord: Generated<number>;
  enabled: Generated<boolean>;
}

interface GamesTable {
  group_code: string;
  proc_id: number;
  code: string;
  name_kor: string;
  name_eng: string;
  thumbnail: Generated<string>;
  ord: Generated<number>;
  /** Added by 0600_vendors.sql. */
  game_type: Generated<string>;
  enabled: Generated<boolean>;
  rtp_bp: number | null;
  synced_at: Date | null;
  /** Added by 1300_game_names.sql: names in cn, jp, th and vn. */
  names: JSONColumnType<GameNames, string | undefined, string>;
}

export interface BannersTable {
  id: Generated<number>;
  site_id: string;
  kind: string;
  image: string;
  link: Generated<string>;
  location: Generated<string>;
  title: Generated<string>;
  start_day: string | null;
  end_day: string | null;
  ord: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  /** Added by 0200_content.sql: versions the served image address. */
  updated_at: Generated<Date>;
}

export interface SiteTables {
  sites: SitesTable;
  levels: LevelsTable;
  site_checks: SiteChecksTable;
  common_codes: CommonCodesTable;
  products: ProductsTable;
  games: GamesTable;
  banners: BannersTable;
}
