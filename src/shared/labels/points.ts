import { ledgerKindName } from './ledger';
import type { Translate } from './translate';

/**
 * What earned or used a member's points (the point list's `useType`: the source a module wrote,
 * `attendance`, `coupon`, `bet` …, or the ledger kind when none did) in words.
 */
export const pointSourceName = (t: Translate, useType: string): string =>
  t(`front.labels.pointSource.${useType}`, { _: '' }) || ledgerKindName(t, useType);
