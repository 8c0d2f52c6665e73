import type { Translate } from './translate';

/**
 * Ledger transaction kinds (`point.exchange`, `withdraw.hold` …, modules/ledger `LedgerKind`) and
 * their memos as words. The point history's kinds are ledger kinds too.
 */

// Catalogue keys cannot hold the kind's dot (`point.exchange` would nest under `point`).
const ledgerKindKey = (kind: string): string => `office.ledgerKind.${kind.replace(/\./g, '_')}`;

/** A kind we have no words for (a newer module's) shows as written rather than as nothing. */
export const ledgerKindName = (t: Translate, kind: string): string => t(ledgerKindKey(kind), { _: kind });

/**
 * The memos the system writes itself, by what wrote them (settlements, attendance, coupons,
 * roulette, bonuses, the demo seed). Anything else is a person's own words (a partner's transfer note) and
 * is shown as typed.
 */
const SYSTEM_MEMOS: readonly { pattern: RegExp; key: string; params(m: RegExpExecArray): Record<string, string> }[] = [
  {
    pattern: /^(rolling|losing) (\d{4}-\d{2}-\d{2})$/,
    key: 'settlement',
    params: (m) => ({ kind: m[1]!, day: m[2]! }),
  },
  {
    pattern: /^attendance (\d{4}-\d{2}-\d{2}) streak (\d+)$/,
    key: 'attendance',
    params: (m) => ({ day: m[1]!, streak: m[2]! }),
  },
  { pattern: /^coupon (.+)$/, key: 'coupon', params: (m) => ({ name: m[1]! }) },
  // A bonus program's grant, and what a forfeit or expiry took back of it: the program's name.
  { pattern: /^bonus (.+)$/, key: 'bonus', params: (m) => ({ name: m[1]! }) },
  // The spin's key is an internal id: the words say what happened, the history row says when.
  { pattern: /^roulette \S+$/, key: 'roulette', params: () => ({}) },
  { pattern: /^demo money$/, key: 'demoMoney', params: () => ({}) },
  // A staff correction (docs/domains/corrections.md): its reason in words, then the staff member's memo.
  { pattern: /^correction (\w+): ([\s\S]*)$/, key: 'correction', params: (m) => ({ reason: m[1]!, memo: m[2]! }) },
];

export function ledgerMemo(t: Translate, memo: string): string {
  for (const { pattern, key, params } of SYSTEM_MEMOS) {
    const m = pattern.exec(memo);
    if (!m) continue;
    const values = params(m);
    if (values.kind) values.kind = t(`office.settlementKind.${values.kind}`);
    if (values.reason) values.reason = t(`office.correctionReason.${values.reason}`, { _: values.reason });
    return t(`office.ledgerMemo.${key}`, values);
  }
  return memo;
}
