import { z } from 'zod';
import type { StaffRole } from '../../enums';

/** What a staff role may open; the server enforces it, the office only hides what it may not. */
export const OfficeArea = {
  Members: 'members',
  Partners: 'partners',
  Deposits: 'deposits',
  Withdrawals: 'withdrawals',
  Points: 'points',
  Bets: 'bets',
  Settlements: 'settlements',
  Reports: 'reports',
  Content: 'content',
  Messages: 'messages',
  Site: 'site',
  Games: 'games',
  Audit: 'audit',
  /** Companies (sites) and their game PT, the master only (docs/domains/companies.md). */
  Companies: 'companies',
  /** Staff accounts, roles and the office IP allowlist (docs/domains/staff.md). */
  Staff: 'staff',
} as const;
export type OfficeArea = (typeof OfficeArea)[keyof typeof OfficeArea];

/** What a staff role may do in an area: read it, change it, decide its requests (approve, refuse…). */
export const OfficeAction = { Read: 'read', Write: 'write', Approve: 'approve' } as const;
export type OfficeAction = (typeof OfficeAction)[keyof typeof OfficeAction];

/** One right of a role: an (area, action) pair, written `deposits.approve` (docs/domains/staff.md#roles). */
export type StaffPair = `${OfficeArea}.${OfficeAction}`;
export const pairOf = (area: OfficeArea, action: OfficeAction): StaffPair => `${area}.${action}`;
/** Every pair there is, in area then action order: the master's rights and the role editor's grid. */
export const ALL_PAIRS: readonly StaffPair[] = Object.values(OfficeArea).flatMap((area) =>
  Object.values(OfficeAction).map((action) => pairOf(area, action)),
);
export const StaffPairSchema = z.enum(ALL_PAIRS as [StaffPair, ...StaffPair[]]);

const wholeAreas = (...areas: OfficeArea[]): StaffPair[] =>
  ALL_PAIRS.filter((p) => areas.some((a) => p.startsWith(`${a}.`)));

/**
 * The default roles every site starts with (the four fixed roles the office had before roles were
 * a site's own): the master holds every pair, areas added later included; the managers every pair
 * of their area and the reports. They cannot be edited; a site makes its own roles beside them.
 */
export const DEFAULT_ROLE_PAIRS: Record<StaffRole, readonly StaffPair[]> = {
  master: ALL_PAIRS,
  deposit: wholeAreas(OfficeArea.Deposits, OfficeArea.Reports),
  withdrawal: wholeAreas(OfficeArea.Withdrawals, OfficeArea.Reports),
  point: wholeAreas(OfficeArea.Points, OfficeArea.Reports),
};
export const isDefaultRole = (role: string): role is StaffRole => Object.hasOwn(DEFAULT_ROLE_PAIRS, role);

/** Whether pairs hold `action` on `area`; an area-less staff call (own TOTP) is any staff's. */
export const hasPair = (pairs: readonly string[], area: OfficeArea, action: OfficeAction): boolean =>
  pairs.includes(pairOf(area, action));

/** Who signed in as staff: the role's key and name, and its pairs (the office shows what they open). */
export const StaffIdentity = z.object({
  staffId: z.string(),
  name: z.string(),
  role: z.string(),
  roleName: z.string(),
  pairs: z.array(StaffPairSchema),
  /** Told to use TOTP and not set up yet: the office opens nothing but its setup. */
  totpSetupRequired: z.boolean(),
});
