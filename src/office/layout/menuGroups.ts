import type { OfficePermissions } from '../../authProvider/officePermissions';

/** Menu headings, in the order each office shows them (§2 partner layout, §3 staff areas). */
const PARTNER_GROUPS = ['members', 'bets', 'money', 'reports', 'settlements', 'audit', 'gate'] as const;
const STAFF_GROUPS = [
  'members',
  'cash',
  'partners',
  'bets',
  'sports',
  'games',
  'reports',
  'settlements',
  'content',
  'promotions',
  'site',
  'staff',
  'audit',
] as const;
export type MenuGroup = (typeof PARTNER_GROUPS)[number] | (typeof STAFF_GROUPS)[number];

export interface MenuEntry {
  to: string;
  label: string;
  group: MenuGroup;
  icon?: React.ComponentType;
}

/** Entries under their headings, empty headings left out. */
export function groupEntries(
  permissions: OfficePermissions | undefined,
  entries: MenuEntry[],
): { group: MenuGroup; entries: MenuEntry[] }[] {
  if (!permissions) return [];
  const order: readonly MenuGroup[] = permissions.kind === 'partner' ? PARTNER_GROUPS : STAFF_GROUPS;
  return order
    .map((group) => ({ group, entries: entries.filter((e) => e.group === group) }))
    .filter((g) => g.entries.length > 0);
}
