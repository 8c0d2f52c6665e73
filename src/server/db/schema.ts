/**
 * The Kysely database type: the tables of every module, each declared beside its module
 * (`modules/<domain>/tables.ts`) and joined here.
 */
import type { IdentityTables } from '../modules/identity/tables';
import type { SiteTables } from '../modules/site/tables';
import type { AuditTables } from '../modules/audit/tables';
import type { BetTables } from '../modules/bets/tables';
import type { MinigameTables } from '../modules/minigame/tables';
import type { RollingTables } from '../modules/rolling/tables';
import type { LedgerTables } from '../modules/ledger/tables';
import type { CashTables } from '../modules/cash/tables';
import type { PartnerMoneyTables } from '../modules/partnerMoney/tables';
import type { PointTables } from '../modules/points/tables';
import type { ContentTables } from '../modules/content/tables';
import type { SettlementTables } from '../modules/settlements/tables';
import type { ResponsibleTables } from '../modules/responsible/tables';
import type { VendorTables } from '../modules/vendors/tables';
import type { IntegrityTables } from '../modules/integrity/tables';
import type { DemoProviderTables } from '../../vendorDemo/server/tables';
import type { CouponTables } from '../modules/coupons/tables';
import type { AttendanceTables } from '../modules/attendance/tables';
import type { RouletteTables } from '../modules/roulette/tables';
import type { InsuranceTables } from '../modules/insurance/tables';
import type { MemberTables } from '../modules/members/tables';
import type { SportsTables } from '../modules/sports/tables';
import type { CompanyTables } from '../modules/companies/tables';
import type { PartnerTables } from '../modules/partners/tables';
import type { BonusTables } from '../modules/bonuses/tables';
import type { MemberLevelTables } from '../modules/memberLevels/tables';
import type { ReportTables } from '../modules/reports/tables';
import type { ArchiveTables } from './archive/tables';

export interface DB
  extends
    IdentityTables,
    SiteTables,
    AuditTables,
    BetTables,
    MinigameTables,
    RollingTables,
    LedgerTables,
    CashTables,
    PartnerMoneyTables,
    PointTables,
    ContentTables,
    SettlementTables,
    ResponsibleTables,
    VendorTables,
    IntegrityTables,
    DemoProviderTables,
    CouponTables,
    AttendanceTables,
    RouletteTables,
    InsuranceTables,
    MemberTables,
    SportsTables,
    CompanyTables,
    PartnerTables,
    BonusTables,
    MemberLevelTables,
    ReportTables,
    ArchiveTables {}
