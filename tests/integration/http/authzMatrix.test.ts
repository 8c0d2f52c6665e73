import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { isResultCode, ResultCode } from '../../../src/shared/resultCodes';
import { DEFAULT_ROLE_PAIRS, hasPair, OfficeArea, type StaffPair } from '../../../src/shared/api/office';
import { ENDPOINTS } from '../../../src/shared/endpoints';
import { actionOf } from '../../../src/shared/endpoints/endpoint';
import { StaffRole } from '../../../src/shared/enums';
import { hashSecret } from '../../../src/server/modules/identity/passwords';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { parseCsv } from '../../support/csv';

/**
 * The authorisation matrix (docs/architecture/endpoints.md#one-endpoint-table). Every /api/admin/*
 * and /api/partner/* route the app registered (app.apiRoutes, collected by an onRoute hook: routes
 * other modules add later are in it too), called by a guest, a general member, each staff role, and
 * a partner acting on records outside its subtree: each answer is a catalogue code and carries
 * nothing it may not see. Staff roles, the default ones and roles of the site's own, open exactly
 * the (area, action) pairs they hold (docs/domains/staff.md#roles).
 */
type AreaOf = OfficeArea | 'anyStaff' | 'public';
/** The staff area of each /api/admin/<resource>; a route with a resource missing here fails the test. */
const ADMIN_AREAS: Record<string, AreaOf> = {
  login: 'public',
  totp: 'anyStaff',
  openapi: 'anyStaff',
  members: OfficeArea.Members,
  blocklist: OfficeArea.Members,
  partners: OfficeArea.Partners,
  joinCodes: OfficeArea.Partners,
  bets: OfficeArea.Bets,
  settlements: OfficeArea.Settlements,
  reports: OfficeArea.Reports,
  dashboard: OfficeArea.Reports,
  siteChecks: OfficeArea.Site,
  siteOptions: OfficeArea.Site,
  levels: OfficeArea.Site,
  // Automatic member levels (docs/domains/member-levels.md): the ladder is the site's, a member's moves and lock the members'.
  levelRules: OfficeArea.Site,
  levelMoves: OfficeArea.Members,
  memberLevels: OfficeArea.Members,
  codes: OfficeArea.Site,
  audit: OfficeArea.Audit,
  deposits: OfficeArea.Deposits,
  withdrawals: OfficeArea.Withdrawals,
  // Balance corrections and deposit matching (docs/domains/corrections.md, docs/domains/cash.md#deposit-matching).
  corrections: OfficeArea.Members,
  bankNotices: OfficeArea.Deposits,
  bankHook: OfficeArea.Site,
  minigameOdds: OfficeArea.Games,
  vendors: OfficeArea.Games,
  games: OfficeArea.Games,
  vendorReconcile: OfficeArea.Games,
  notices: OfficeArea.Content,
  events: OfficeArea.Content,
  faq: OfficeArea.Content,
  boards: OfficeArea.Content,
  inquiries: OfficeArea.Content,
  banners: OfficeArea.Content,
  messages: OfficeArea.Messages,
  // Responsible play and integrity flags on the member detail (docs/domains/responsible-play.md,
  // docs/domains/integrity.md).
  responsible: OfficeArea.Members,
  integrity: OfficeArea.Members,
  couponKinds: OfficeArea.Points,
  coupons: OfficeArea.Points,
  roulettePrizes: OfficeArea.Points,
  rouletteGrants: OfficeArea.Points,
  // Bonus programs and staff grants; members' requirements in the member detail (docs/domains/bonuses.md).
  bonusPrograms: OfficeArea.Points,
  bonusGrants: OfficeArea.Points,
  bonusPayback: OfficeArea.Points,
  bonusRequirements: OfficeArea.Members,
  // Insured-bet settings per partner, and the insured-bet list (docs/domains/insurance.md).
  insurance: OfficeArea.Partners,
  insuredBets: OfficeArea.Bets,
  // Access info, online members, member notes, settlement payments
  // (docs/domains/members.md#member-detail-and-partner-tabs).
  logins: OfficeArea.Members,
  online: OfficeArea.Members,
  memberNotes: OfficeArea.Members,
  settlementPayments: OfficeArea.Settlements,
  // Partner money requests addressed to the head office
  // (docs/domains/partner-money.md#money-requests).
  moneyRequests: OfficeArea.Partners,
  pushTicket: 'anyStaff',
  // The front desk's queues: each role answers the queues it opens.
  queues: 'anyStaff',
  companies: OfficeArea.Companies,
  // The sportsbook's office (docs/domains/sportsbook.md#office).
  sportsLeagues: OfficeArea.Games,
  sportsTeams: OfficeArea.Games,
  sportsFixtures: OfficeArea.Games,
  sportsMarkets: OfficeArea.Games,
  sportsLiability: OfficeArea.Games,
  sportsMargins: OfficeArea.Games,
  sportsCashOut: OfficeArea.Games,
  // Sports risk (docs/domains/sportsbook.md#risk).
  sportsRiskProfiles: OfficeArea.Games,
  sportsMarketLiability: OfficeArea.Games,
  sportsLiveMonitor: OfficeArea.Games,
  sportsOddsHistory: OfficeArea.Games,
  // Staff accounts, roles and the office IP allowlist (docs/domains/staff.md).
  staff: OfficeArea.Staff,
  staffRoles: OfficeArea.Staff,
  officeIps: OfficeArea.Staff,
};

/** Roles a site defines beside the default ones: a reader of two areas, a deposit decider without writes. */
const CUSTOM_ROLES: Record<string, StaffPair[]> = {
  reader: ['members.read', 'reports.read'],
  decider: ['deposits.read', 'deposits.approve'],
};
const pairsOf = (role: string): readonly StaffPair[] => CUSTOM_ROLES[role] ?? DEFAULT_ROLE_PAIRS[role as StaffRole];
const entryOf = (path: string) => ENDPOINTS.find((e) => e.path === path)!;

let t: TestApp;
let adminRoutes: string[];
let partnerRoutes: string[];
const tokens: Record<string, string> = {};
/** Records outside ptn04's subtree: its grandparent, a partner and a member of another branch. */
const outside: { id: number; memId: string }[] = [];

/** A body most office schemas accept, so the answer shows the access decision, not a shape error. */
const bodyFor = (target: { id: number; memId: string }) => ({
  id: target.id,
  ids: [target.id],
  memberId: target.id,
  memId: target.memId,
  locked: false,
  amount: 1_000,
  memo: 'matrix',
  answer: 'matrix',
  otp: '000000',
  day: '2000-01-01',
  page: 1,
  perPage: 10,
  filter: { memId: target.memId, parentId: target.id, memberId: target.id },
  data: {
    memNick: 'matrix01',
    phone: '010-9999-0000',
    status: 'stop',
    memo: 'matrix',
    memberId: target.id,
    note: 'matrix',
  },
  rates: [{ gameGroup: 'casino', rollingBp: 1, losingBp: 1 }],
  password: 'gate1234',
  oldPassword: 'gate1234',
  newPassword: 'gate5678',
});

const snapshot = async () => ({
  members: await t.database.db
    .selectFrom('members as m')
    .leftJoin('accounts as a', (j) => j.onRef('a.member_id', '=', 'm.id').on('a.asset', '=', 'cash'))
    .select(['m.id', 'm.mem_nick', 'm.status', 'm.phone', 'm.partner_password_hash', 'a.balance'])
    .where(
      'm.id',
      'in',
      outside.map((o) => o.id),
    )
    .orderBy('m.id')
    .execute(),
  notes: await t.database.db
    .selectFrom('member_notes')
    .select('member_id')
    .where(
      'member_id',
      'in',
      outside.map((o) => o.id),
    )
    .execute(),
});

beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = t.app.apiRoutes.filter((r) => r.startsWith('/api/admin/'));
  partnerRoutes = t.app.apiRoutes.filter((r) => r.startsWith('/api/partner/'));
  const hash = await hashSecret(t.config, DEMO.password);
  // The matrix sends member ids as `id`: the role accounts' ids stay clear of them, so the master's
  // run of the staff calls (a new password, ended sessions) never lands on an account of the matrix.
  await sql`select setval('staff_id_seq', 100000)`.execute(t.database.db);
  for (const role of [StaffRole.DepositManager, StaffRole.WithdrawalManager, StaffRole.PointManager]) {
    await t.database.db
      .insertInto('staff')
      .values({
        site_id: DEMO.siteId,
        staff_id: `staff_${role}`,
        name: role,
        password_hash: hash,
        role,
        totp_secret: null,
      })
      .execute();
    tokens[role] = await t.loginStaff(`staff_${role}`);
  }
  tokens[StaffRole.Master] = await t.loginStaff();
  for (const [key, pairs] of Object.entries(CUSTOM_ROLES)) {
    const made = await t.call(
      '/api/admin/staffRoles/create',
      { data: { key, name: key, pairs } },
      { token: tokens.master! },
    );
    expect(made.resultCode).toBe('200');
    const account = await t.call(
      '/api/admin/staff/create',
      { data: { staffId: `staff_${key}`, name: key, role: key, password: DEMO.password } },
      { token: tokens.master! },
    );
    expect(account.resultCode).toBe('200');
    tokens[key] = await t.loginStaff(`staff_${key}`);
  }
  tokens.member = await t.login('member01');

  // Another branch under the head office: a major office with a member of its own.
  const ids = Object.fromEntries(
    (await t.database.db.selectFrom('members').select(['id', 'mem_id']).execute()).map((m) => [m.mem_id, m.id]),
  );
  const branch = await t.call<{ id: number }>(
    '/api/admin/partners/create',
    {
      data: {
        memId: 'ptnb2',
        memNick: '다른지사',
        name: '박지사',
        phone: '010-5555-0001',
        password: 'pass1234',
        tier: 'PTN_2',
        parentId: ids.ptn01,
        rates: [{ gameGroup: 'casino', rollingBp: 100, losingBp: 1000 }],
      },
    },
    { token: tokens.master! },
  );
  expect(branch.resultCode).toBe('200');
  const lower = await t.call<{ id: number }>(
    '/api/partner/members/create',
    {
      data: {
        memId: 'memb01',
        memNick: '다른회원',
        name: '최회원',
        phone: '010-5555-0002',
        password: 'pass1234',
        tier: 'NORMAL',
      },
    },
    { token: await t.loginOffice('ptnb2') },
  );
  expect(lower.resultCode).toBe('200');
  outside.push(
    { id: ids.ptn02!, memId: 'ptn02' },
    { id: branch.data.id, memId: 'ptnb2' },
    { id: lower.data.id, memId: 'memb01' },
  );
  tokens.partner = await t.loginOffice('ptn04');
});
afterAll(() => t.close());

/**
 * A call as the matrix makes it; a CSV export admitted answers the file
 * (docs/domains/reports.md#csv), read here as rows of cells so the leak check below sees each login
 * id as `"ptn02"`.
 */
async function call(path: string, token: string | undefined, target = outside[2]!): Promise<Envelope<unknown>> {
  if (!path.endsWith('/export')) return t.call(path, bodyFor(target), token ? { token } : {});
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: { siteId: DEMO.siteId, ...bodyFor(target), columns: ['memId'] },
    headers: { authorization: DEMO.siteKey, ...(token ? { token } : {}) },
  } as InjectOptions);
  if (!String(res.headers['content-type']).startsWith('text/csv')) return res.json() as Envelope<unknown>;
  return { resultCode: ResultCode.Success, resultMessage: 'SUCCESS', data: parseCsv(res.body) };
}

describe('every office route is covered', () => {
  it('finds the routes of this module and of others', () => {
    expect(adminRoutes.length).toBeGreaterThan(60);
    expect(partnerRoutes).toEqual(
      expect.arrayContaining(['/api/partner/members/list', '/api/partner/settlements/list']),
    );
    const unknown = adminRoutes.filter((r) => !(r.split('/')[3]! in ADMIN_AREAS));
    expect(unknown, 'routes without a staff area in ADMIN_AREAS').toEqual([]);
  });
});

describe('a guest and a general member', () => {
  // Every offending route is listed at once, not only the first.
  const refusals = async (token: string | undefined, expected: readonly string[]) => {
    const wrong: string[] = [];
    for (const path of [...adminRoutes, ...partnerRoutes].filter(
      (p) => p !== '/api/admin/login' && p !== '/api/partner/login',
    )) {
      const res = await call(path, token);
      if (!expected.includes(res.resultCode) || res.data !== null) wrong.push(`${path} -> ${res.resultCode}`);
    }
    return wrong;
  };

  it('a guest gets E006 on every office route (but the staff login)', async () => {
    expect(await refusals(undefined, [ResultCode.LoginRequired])).toEqual([]);
  });

  it('a general member gets U029 or E006 and no data', async () => {
    expect(await refusals(tokens.member, [ResultCode.NoAccess, ResultCode.LoginRequired])).toEqual([]);
  });
});

describe('staff roles', () => {
  // One test per role, so each keeps the default time limit on a loaded machine.
  it.each([...Object.values(StaffRole), ...Object.keys(CUSTOM_ROLES)])(
    'the %s role, default or the site\u2019s own, opens exactly the pairs it holds',
    async (role) => {
      const wrong: string[] = [];
      for (const path of adminRoutes) {
        const area = ADMIN_AREAS[path.split('/')[3]!];
        if (area === 'public') continue;
        const allowed = area === 'anyStaff' || hasPair(pairsOf(role), area!, actionOf(entryOf(path)));
        const res = await call(path, tokens[role]);
        const refused = res.resultCode === ResultCode.NoAccess || res.resultCode === ResultCode.LoginRequired;
        const ok =
          isResultCode(res.resultCode) &&
          (allowed ? !refused : res.resultCode === ResultCode.NoAccess && res.data === null);
        if (!ok) wrong.push(`${role} ${path} -> ${res.resultCode}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('staff are not partners', async () => {
    for (const path of partnerRoutes)
      expect([ResultCode.NoAccess, ResultCode.LoginRequired], path).toContain(
        (await call(path, tokens.master)).resultCode,
      );
  });
});

describe('a partner outside its subtree', () => {
  it('gets a catalogue code and no data of the other records, and changes nothing', async () => {
    const before = await snapshot();
    for (const path of partnerRoutes) {
      for (const target of outside) {
        const res = await call(path, tokens.partner, target);
        expect(isResultCode(res.resultCode), `${path} ${target.memId}`).toBe(true);
        const text = JSON.stringify(res.data);
        for (const other of outside)
          expect(text, `${path} ${target.memId} leaked ${other.memId}`).not.toContain(`"${other.memId}"`);
        // Reads and writes of one record, decisions on a sign-up and notes on a member all name the record.
        if (
          ['/get', '/update', '/approve', '/refuse'].some((end) => path.endsWith(end)) ||
          path.startsWith('/api/partner/money/') ||
          path.startsWith('/api/partner/memberNotes/')
        ) {
          expect(res.resultCode, `${path} ${target.memId}`).not.toBe(ResultCode.Success);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('its own lists hold only its subtree', async () => {
    const res = await t.call<{ list: { memId: string; parentMemId: string }[] }>(
      '/api/partner/members/list',
      { perPage: 100 },
      { token: tokens.partner! },
    );
    expect(res.data.list.map((m) => m.memId).sort()).toEqual(['member01', 'member02', 'member03', 'member04', 'ptn05']);
  });
});
