/**
 * What scripts/checkBoundaries.ts holds the server's modules to (README "What is where").
 *
 * A module is a folder of src/server/modules, or src/vendorDemo. Another module, or a layer below
 * the modules (http/, db/, jobs/, app.ts), may import only a module's public files: its entry points
 * by name (ENTRY_FILES) and the files PUBLIC_SURFACE lists for it. Everything else in the folder is
 * the module's own. A module that needs another's internal file asks for it here, in review, or
 * calls a public function instead.
 */

/** Every module's entry points: registered by modules/index.ts, joined by db/schema.ts, run by app.ts and db/seed. */
export const ENTRY_FILES: readonly string[] = [
  'routes.ts',
  'officeRoutes.ts',
  'tables.ts',
  'demoSeed.ts',
  'scheduler.ts',
];

/** Per module, the other files that other modules may import (paths inside the module folder). */
export const PUBLIC_SURFACE: Readonly<Record<string, readonly string[]>> = {
  // writeAudit (repo.ts) and who acted (actor.ts): every office change is audited
  audit: ['actor.ts', 'repo.ts'],
  // the product-neutral slip: rows, views, accruals and settlement that every product's slips go through
  bets: ['accruals.ts', 'archivedSlips.ts', 'levels.ts', 'repo.ts', 'service.ts', 'settlement.ts', 'view.ts'],
  // the balance-poll batcher app.ts wires into deps
  cash: ['balancePolls.ts', 'cashierFacts.ts', 'report.ts'],
  // the member's unread message count (the login answer's msgInfo)
  content: ['message/repo.ts'],
  // sessions, passwords and the members table: who is calling and may they
  identity: [
    'authContext.ts',
    'memberChecks.ts',
    'passwords.ts',
    'repo.ts',
    'secretLocks.ts',
    'sessionCache.ts',
    'sessionRepo.ts',
    // a staff role's pairs and the office IP allowlist, which route() checks on every staff call
    'staff/officeIps.ts',
    'staff/roleRepo.ts',
  ],
  // the open flags that hold a member's withdrawal for staff (cash's risk rules)
  integrity: ['memberFlags.ts'],
  // a level set by hand in the office, recorded in the level history (members' flags)
  memberLevels: ['manualMove.ts'],
  // a settled slip's insurance and its correction
  insurance: ['correction.ts', 'settlement.ts'],
  // the only way money moves (service.ts), its keys (idempotency.ts), balances (repo.ts), game accounts (gameMoney.ts),
  // and what a month keeps when its entries leave for the archive (archivedBalances.ts, the retention job)
  ledger: ['archivedBalances.ts', 'gameMoney.ts', 'idempotency.ts', 'repo.ts', 'service.ts'],
  // partners are members with a tier: partners builds on the members office (create, read, update, rates, flags)
  members: ['create.ts', 'flags.ts', 'rates.ts', 'ratesRepo.ts', 'read.ts', 'repo.ts', 'update.ts', 'view.ts'],
  // rounds and their settlement rows; minigame placement (bets/route's betProc) and its fast path (fastPaths.ts);
  // the engine's pass, which the demo seed's players run to open the rounds they bet on
  minigame: ['bets/fastBets.ts', 'bets/place.ts', 'bets/slip.ts', 'engine.ts', 'repo.ts', 'settlementRepo.ts'],
  // the one bonus grant every kind calls (deposits, sign-up approval, rewards), the withdrawal gate,
  // wagering progress, which every stake path and every refund advances or takes back, and the
  // level-up reward a level move grants and the level perks the member's level card shows
  bonuses: ['grant.ts', 'levelPerks.ts', 'levelUp.ts', 'triggers.ts', 'wagering.ts', 'withdrawalGate.ts'],
  // the partner funnel report and its CSV, served on the report grid beside the other reports
  partners: ['joinCodes/funnel.ts'],
  // points accrued by a settled stake or a deposit
  points: ['accrual.ts'],
  // a promotional grant paid through the ledger, and its ledger kinds (the integrity job, cash's risk rules)
  promotions: ['payout.ts'],
  // the push backplane app.ts starts, and the staff's alerts
  realtime: ['backplane.ts', 'staffAlerts.ts'],
  // "may this member stake" and the sightings a login records
  responsible: ['guard.ts', 'repo.ts'],
  // rolling commission accrual for every product, and the settlement's reads of it
  rolling: ['repo.ts', 'service.ts'],
  // The report roll-ups (docs/domains/reports.md#roll-ups): passes, and the sums the reports and the
  // daily settlement read.
  rollups: ['rollUp.ts', 'settledHours.ts'],
  // roulette tickets granted by attendance, deposits and coupons
  roulette: ['tickets.ts'],
  // the settled days the integrity job reads
  settlements: ['repo.ts'],
  // a new site, the site context of every call, options and checks, and the levels' rows
  site: ['levels/service.ts', 'newSite.ts', 'options/service.ts', 'repo.ts', 'siteContext.ts'],
  // the feed job app.ts starts, the sports slip as bets lists and places it, its fast path (fastPaths.ts)
  sports: ['fastSlip.ts', 'feed/job.ts', 'legFixtures.ts', 'slips.ts', 'vendor.ts'],
  // the demo vendor as the app mounts it: its routes, its context and recovery job, its tables;
  // its games' titles, which the demo seed lists in the catalogue
  vendorDemo: ['rules/games.ts', 'server/context.ts', 'server/recovery.ts', 'server/routes.ts', 'server/tables.ts'],
  // game windows the cash page closes, the member's game access, the reconciliation job, the PAM fast path
  vendors: ['gameWindow.ts', 'memberAccess.ts', 'pam/fastPath.ts', 'reconcile.ts'],
};

/**
 * Module imports that lie on a cycle today, as "from -> to". The check fails on any other import
 * that closes or joins a cycle, and on an entry here that no longer lies on one: remove it then.
 */
export const CYCLE_BASELINE: readonly string[] = [
  // identity and responsible need each other: a login is refused to a self-excluded member
  // (responsible/guard.ts), and a self-exclusion ends the member's sessions (identity/sessionRepo.ts)
  'identity -> responsible',
  'responsible -> identity',
  // the login answer carries the member's unread message count (content/message/repo.ts); content,
  // through its viewer, its inquiries' staff alerts (realtime) and the main page's highlights (bets),
  // reaches identity again
  'identity -> content',
  'content -> identity',
  'content -> realtime',
  'content -> bets',
  'realtime -> identity',
  // bets holds the product-neutral slip that minigame and sports build on, and still reaches back:
  // its betProc route hands minigame and sports stakes to minigame/bets/place.ts and sports/slips.ts,
  // and its accruals read minigame point rates (minigame/settlementRepo.ts)
  'bets -> minigame',
  'minigame -> bets',
  'bets -> sports',
  'sports -> bets',
  // on the cycles above through identity and responsible (a stake's member and "may stake" rule)
  'minigame -> identity',
  'minigame -> responsible',
  'sports -> identity',
  'sports -> responsible',
];
