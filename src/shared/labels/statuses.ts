import type { Translate } from './translate';

/** §4 slip states (BET, WIN, LOSE, TIE, CANCEL) as the office names them. */
export const betStatusName = (t: Translate, status: string): string => t(`office.betStatus.${status}`, { _: status });

/** A leg's outcome (PENDING, WIN, HALF_WIN, VOID …). */
export const legOutcomeName = (t: Translate, outcome: string): string =>
  t(`office.legOutcome.${outcome}`, { _: outcome });

/** §3 deposit and withdrawal request states, which the API sends as numbers (0 applied, 1 done, 2 waiting, -1 cancelled). */
export const cashStatusName = (t: Translate, status: number): string =>
  t(`office.cashStatus.${status}`, { _: String(status) });
