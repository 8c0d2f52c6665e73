/** The office scope a member detail is opened in: staff over the site, a partner over its subtree. */
export type OfficeScope = 'admin' | 'partner';

/**
 * The resources each tab of the member detail reads, per scope; every one is scoped again on the
 * server (a partner naming a member outside its subtree reads nothing, or E007).
 */
export const MEMBER_TAB_RESOURCES = {
  admin: {
    bets: 'admin/bets',
    ledger: 'admin/reports/ledger',
    logins: 'admin/logins',
    messages: 'admin/messages',
    notes: 'admin/memberNotes',
    bonuses: 'admin/bonusRequirements',
  },
  partner: {
    bets: 'partner/bets',
    ledger: 'partner/ledger',
    logins: 'partner/logins',
    messages: 'partner/memberMessages',
    notes: 'partner/memberNotes',
    bonuses: 'partner/bonusRequirements',
  },
} as const satisfies Record<OfficeScope, Record<string, string>>;

/** The scope of an office resource name (`partner/online` -> partner). */
export const scopeOfResource = (resource: string | undefined): OfficeScope =>
  resource?.startsWith('admin/') ? 'admin' : 'partner';

/** Where a member's detail opens in a scope's office. */
export const memberDetailPath = (scope: OfficeScope, memberId: number | string): string =>
  `/${scope}/members/${memberId}/show`;
