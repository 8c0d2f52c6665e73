import type { TFunction } from 'i18next';
import type { BetLeg, BetRow } from '../../../shared/api/bets';
import { betCodeKey, isVendorGroup } from '../../../shared/bets/vendorSlips';

export const isVendorSlip = (row: Pick<BetRow, 'gameCategory'>): boolean => isVendorGroup(row.gameCategory);

/** A vendor leg's bet in words (the vendor's own name for a code no catalogue names). */
export const betWord = (t: TFunction, leg: Pick<BetLeg, 'market'>): string => t(betCodeKey(leg.market), { defaultValue: leg.market });

/** A slip's bets in one line: a slot spin, or a baccarat hand's banker and tie. */
export const slipBets = (t: TFunction, row: BetRow): string => [...new Set(row.legs.map((leg) => betWord(t, leg)))].join(', ') || betWord(t, row);
