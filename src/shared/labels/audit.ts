import { cashStatusName } from './statuses';
import { marketPickName, minigameName } from './minigame';
import { productGroupName } from './games';
import { oddsText, percentText } from './numbers';
import type { Translate } from './translate';

/**
 * An audit line as a sentence ("admin changed member01's level from 2 to 3") and its snapshots as
 * a before/after list of named fields with readable values, instead of the JSON the server keeps.
 */

type Snapshot = Record<string, unknown> | null;

export interface AuditEntry {
  actorKind: string;
  actorId: string;
  action: string;
  target: string;
  before: Snapshot;
  after: Snapshot;
}

/** How a front writes money and instants (the office: grouped won, site time). */
export interface AuditFormat {
  money(won: number): string;
  dateTime(iso: string): string;
}

/** Every action the server audits (modules/*: `writeAudit(…, '<action>', …)`); each has a sentence in every language. */
export const AUDIT_ACTIONS = [
  'member.create',
  'member.update',
  'member.flags',
  'member.exclude',
  'rates.update',
  'limit.set',
  'money.pay',
  'money.recover',
  'money.give',
  'partnerGate.set',
  'partnerGate.change',
  'totp.enable',
  'deposit.approve',
  'deposit.refuse',
  'deposit.wait',
  'withdrawal.approve',
  'withdrawal.refuse',
  'withdrawal.wait',
  'blocklist.create',
  'blocklist.delete',
  'integrity.accept',
  'integrity.dismiss',
  'settlement.run',
  'vendor.update',
  'vendor.maintenance.on',
  'vendor.maintenance.off',
  'vendor.sync',
  'game.update',
  'minigameOdds.update',
  'board.create',
  'board.update',
  'board.delete',
  'inquiry.answer',
  'message.send',
  'banner.create',
  'banner.update',
  'banner.delete',
  'couponKind.create',
  'couponKind.update',
  'coupon.issue',
  'roulettePrize.create',
  'roulettePrize.update',
  'roulettePrize.delete',
  'roulette.grant',
  'bonusProgram.create',
  'bonusProgram.update',
  'bonus.grant',
  'bonus.paybackRun',
  'level.create',
  'level.update',
  'levelRules.update',
  'memberLevel.lock',
  'siteOptions.update',
  'sportsCashOut.update',
  'sportsRiskProfile.update',
  'siteCheck.create',
  'siteCheck.update',
  'siteCheck.delete',
  'code.create',
  'code.update',
  'code.delete',
  'company.create',
  'company.update',
  'company.fee',
  'company.pt.topup',
  'company.pt.use',
  'insurance.update',
  'member.note',
  'moneyRequest.create',
  'moneyRequest.approve',
  'moneyRequest.refuse',
  'moneyRequest.wait',
  'moneyRequest.cancel',
  'sportsLeague.create',
  'sportsLeague.update',
  'sportsTeam.create',
  'sportsTeam.update',
  'sportsFixture.create',
  'sportsFixture.update',
  'sportsFixture.result',
  'sportsMargin.update',
  'sportsMarket.odds',
  'sportsMarket.open',
  'sportsMarket.suspend',
  'correction.request',
  'correction.approve',
  'correction.reject',
  'bankNotice.match',
  'bankNotice.dismiss',
  'bankStatement.import',
  'bankHook.secret',
  'staff.create',
  'staff.update',
  'staff.role.create',
  'staff.role.update',
  'staff.role.delete',
  'staff.officeIp.add',
  'staff.officeIp.remove',
  'partner.subUser.create',
  'partner.subUser.update',
  'member.logout',
  'joinCode.create',
  'joinCode.update',
] as const;

/**
 * What an action acts on, named by the first two parts of its name where they are listed
 * (`staff.role.create` → a role), else by the first (`level.update` → a level).
 */
const ENTITY_OF: Record<string, string> = {
  'staff.role': 'staffRole',
  'staff.officeIp': 'officeIp',
  'partner.subUser': 'subUser',
  staff: 'staff',
  joinCode: 'joinCode',
  member: 'member',
  rates: 'member',
  limit: 'member',
  money: 'member',
  partnerGate: 'member',
  roulette: 'member',
  totp: 'staff',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  blocklist: 'blocklist',
  integrity: 'flag',
  settlement: 'settlement',
  vendor: 'vendor',
  game: 'game',
  minigameOdds: 'odds',
  board: 'board',
  inquiry: 'inquiry',
  message: 'message',
  banner: 'banner',
  couponKind: 'couponKind',
  coupon: 'couponIssue',
  roulettePrize: 'roulettePrize',
  bonusProgram: 'bonusProgram',
  bonus: 'member',
  level: 'level',
  levelRules: 'levelRules',
  memberLevel: 'member',
  siteOptions: 'siteOptions',
  siteCheck: 'siteCheck',
  code: 'code',
  company: 'company',
  insurance: 'member',
  moneyRequest: 'moneyRequest',
  sportsLeague: 'league',
  sportsTeam: 'team',
  sportsFixture: 'fixture',
  sportsMargin: 'sportMargin',
  sportsMarket: 'market',
  correction: 'correction',
  bankNotice: 'bankNotice',
  bankStatement: 'bankStatement',
  bankHook: 'bankHook',
};

const entityOf = (action: string): string | undefined => {
  const [first, second] = action.split('.');
  return ENTITY_OF[`${first}.${second}`] ?? ENTITY_OF[first!];
};

const auditActionKey = (action: string): string => `office.audit.action.${action.replace(/\./g, '_')}`;

/** Field names: the office's column names (`office.fields.*`), then the audit's own for snapshot-only fields. */
const auditFieldName = (t: Translate, key: string): string =>
  t(`office.fields.${key}`, { _: t(`office.audit.field.${key}`, { _: key }) });

/** The target's id without the table name the server prefixes (`cash_request:12` → 12). */
const bareId = (target: string): string => target.replace(/^[a-z_]+:(?=.)/, '');

/** The target as a noun phrase: "member01", "level 3", "deposit request #12", "the odds of Powerball PWBALL · Power ball odd/even · Odd". */
function auditTarget(t: Translate, entry: Pick<AuditEntry, 'action' | 'target' | 'before' | 'after'>): string {
  const entity = entityOf(entry.action);
  if (!entity) return entry.target;
  const snap = entry.after ?? entry.before ?? {};
  if (
    entity === 'odds' &&
    typeof snap.gameKey === 'string' &&
    typeof snap.market === 'string' &&
    typeof snap.pick === 'string'
  ) {
    return t('office.audit.target.odds', {
      id: `${minigameName(t, snap.gameKey)} · ${marketPickName(t, snap.market, snap.pick)}`,
    });
  }
  if (entity === 'blocklist') {
    const [kind, ...value] = entry.target.split(':');
    return t('office.audit.target.blocklist', {
      id: `${t(`office.blockKind.${kind}`, { _: kind ?? '' })} ${value.join(':')}`,
    });
  }
  return t(`office.audit.target.${entity}`, { id: bareId(entry.target) });
}

const isIsoInstant = (v: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v);
const MONEY_KEY = /^(amount|cash|point|total)$|(Min|Max|Unit|Amt|AmtLimit|AmtUnit|Amount)$/;
const RATE_KEY = /(Bp|Rate)$/;
/** Counts of days (a level rule's active days, a window, a grace), never money though some end in Min. */
const DAYS_KEY = /Days(Min)?$/;

/** Words for a value whose meaning its field names (a status code, a tier, a product group). */
const ENUM_GROUP: Record<string, (entity: string) => string | null> = {
  status: (entity) =>
    (
      ({
        member: 'memberStatus',
        inquiry: 'inquiryStatus',
        flag: 'integrity.status',
        correction: 'correctionStatus',
        bankNotice: 'bankNoticeStatus',
      }) as Record<string, string>
    )[entity] ?? null,
  tier: () => 'tier',
  gameGroup: () => 'gameGroup',
  groupCode: () => 'gameGroup',
  kind: (entity) => (entity === 'blocklist' ? 'blockKind' : null),
  reason: (entity) => (entity === 'correction' ? 'correctionReason' : null),
  direction: (entity) => (entity === 'correction' ? 'correctionDirection' : null),
  asset: (entity) => (entity === 'correction' ? 'promotions.asset' : null),
  check: (entity) => (entity === 'siteOptions' ? 'withdrawalRisk.check' : null),
};

/** One value as the operator reads it: Yes/No, grouped won, 1.50%, a status in words, site time, nested fields by name. */
function auditValue(t: Translate, format: AuditFormat, key: string, value: unknown, entity = ''): string {
  if (value === null || value === undefined || value === '') return t('office.audit.empty');
  if (typeof value === 'boolean') return t(value ? 'office.audit.yes' : 'office.audit.no');
  if (key === 'status' && (entity === 'deposit' || entity === 'withdrawal') && typeof value === 'number')
    return cashStatusName(t, value);
  const group = ENUM_GROUP[key]?.(entity);
  if (group && (typeof value === 'string' || typeof value === 'number'))
    return t(`office.${group}.${value}`, { _: String(value) });
  if (typeof value === 'number') {
    if (DAYS_KEY.test(key)) return String(value);
    if (RATE_KEY.test(key)) return percentText(value);
    if (key === 'odds') return oddsText(value);
    if (MONEY_KEY.test(key)) return format.money(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (/Yn$/.test(key) && (value === 'Y' || value === 'N'))
      return t(value === 'Y' ? 'office.audit.yes' : 'office.audit.no');
    return isIsoInstant(value) ? format.dateTime(value) : value;
  }
  if (Array.isArray(value))
    return value
      .map((v) => (isRecord(v) ? recordText(t, format, v, entity) : auditValue(t, format, key, v, entity)))
      .join('; ');
  if (isRecord(value)) return recordText(t, format, value, entity);
  return String(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A nested record (one partner rate row): led by its product group when it has one, then its fields by name. */
function recordText(t: Translate, format: AuditFormat, record: Record<string, unknown>, entity: string): string {
  const { gameGroup, ...rest } = record;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${auditFieldName(t, k)} ${auditValue(t, format, k, v, entity)}`)
    .join(', ');
  return typeof gameGroup === 'string' ? `${productGroupName(t, gameGroup)}: ${fields}` : fields;
}

export interface AuditFieldChange {
  key: string;
  field: string;
  /** Null: the field did not exist before (a create) or after (a delete). */
  before: string | null;
  after: string | null;
}

/**
 * The fields an action changed, named and in words: a create lists what it set, a delete what it
 * removed, an update only the fields whose value differs.
 */
export function auditFieldChanges(
  t: Translate,
  format: AuditFormat,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): AuditFieldChange[] {
  const entity = entityOf(entry.action) ?? '';
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return keys
    .filter((key) => !(before && after && key in before && key in after && same(before[key], after[key])))
    .map((key) => ({
      key,
      field: auditFieldName(t, key),
      before: before && key in before ? auditValue(t, format, key, before[key], entity) : null,
      after: after && key in after ? auditValue(t, format, key, after[key], entity) : null,
    }));
}

/** A person by login id; the system by the job that acted (the scheduler, the bank matcher) in words. */
const actorName = (t: Translate, entry: Pick<AuditEntry, 'actorKind' | 'actorId'>) =>
  entry.actorKind === 'system' && entry.actorId
    ? t(`office.audit.systemActor.${entry.actorId}`, { _: entry.actorId })
    : entry.actorId || t(`office.actorKind.${entry.actorKind}`, { _: entry.actorKind });

/**
 * The line as a sentence. An update of one field says it all: "admin changed member01's level from
 * 2 to 3"; any other action says what was done to what, and the before/after view shows the rest.
 */
export function auditSentence(t: Translate, format: AuditFormat, entry: AuditEntry): string {
  const actor = actorName(t, entry);
  const target = auditTarget(t, entry);
  if (entry.before && entry.after) {
    const changes = auditFieldChanges(t, format, entry);
    const only = changes[0];
    if (changes.length === 1 && only && only.before !== null && only.after !== null) {
      return t('office.audit.changedOne', { actor, target, field: only.field, before: only.before, after: only.after });
    }
  }
  return t(auditActionKey(entry.action), {
    actor,
    target,
    _: t('office.audit.other', { actor, target, action: entry.action }),
  });
}
