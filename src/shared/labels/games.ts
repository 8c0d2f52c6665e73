import { isVendorGroup } from '../bets/vendorSlips';
import { MINIGAME_GROUP } from '../minigame/games';
import { marketPickName, minigameName, roundName } from './minigame';
import type { ProductGroup } from '../bets/productGroups';
import { DEFAULT_LANGUAGE, type Language } from '../locales';
import { localName, sportsLegName, sportsSlipName, type SportsLegRef } from './sports';
import { oddsText } from './numbers';
import { vendorBetName } from './vendorBets';
import type { Translate } from './translate';

const SPORTS_GROUP: ProductGroup = 'sports';

/** What the labels need of a slip (an office bet record, a member bet row, a CSV row). */
export interface SlipRef {
  gameGroup: string;
  gameCode: string;
  /**
   * The name the server gave the game: a vendor game's catalogue name in the reader's language
   * (modules/bets `catalogueNames`), a sports event's name. House minigames are named here.
   */
  gameName: string;
  roundId: string | null;
  /** A sports slip's legs with their fixtures (a combo is named by them); other products need none. */
  legs?: readonly SportsLegRef[];
}

export const productGroupName = (t: Translate, group: string): string => t(`office.gameGroup.${group}`, { _: group });

/**
 * A game's name in the reader's language: a house minigame as its play page names it, a sports
 * slip by its sport or combo (./sports.ts), any other as the server named it.
 */
export function slipGameName(
  t: Translate,
  slip: Pick<SlipRef, 'gameGroup' | 'gameCode' | 'gameName' | 'legs'>,
): string {
  if (slip.gameGroup === MINIGAME_GROUP) return minigameName(t, slip.gameCode);
  if (slip.gameGroup === SPORTS_GROUP) return sportsSlipName(t, slip.gameCode, slip.legs);
  return slip.gameName || slip.gameCode;
}

/**
 * The round or event of a slip in words: a minigame round by its day and number, a sports single
 * by its match ("Chelsea vs Arsenal", names in `language`; a combo's matches are its legs'), a
 * vendor's round id as sent.
 */
export function slipRoundName(
  t: Translate,
  slip: Pick<SlipRef, 'gameGroup' | 'roundId' | 'legs'>,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (slip.roundId === null) return '';
  if (slip.gameGroup === MINIGAME_GROUP) return roundName(t, slip.roundId);
  if (slip.gameGroup === SPORTS_GROUP) {
    const fixture = slip.legs?.length === 1 ? slip.legs[0]?.sports : undefined;
    if (fixture)
      return t('front.labels.match', {
        home: localName(fixture.home, language),
        away: localName(fixture.away, language),
      });
  }
  return slip.roundId;
}

/** What odds a slip shows: a vendor game's slip has none of ours (the vendor settles it by its own table). */
const NO_ODDS = '—';

export const slipOddsText = (slip: Pick<SlipRef, 'gameGroup'>, x100: number): string =>
  isVendorGroup(slip.gameGroup) ? NO_ODDS : oddsText(x100);

/**
 * One leg's pick in words: a minigame market and pick ("Power ball odd/even · Odd"), a vendor's bet
 * code (SPIN, BANKER, RUNNER_3) in words (./vendorBets.ts), a sports market and pick with its line and team
 * ("Handicap -1.5 · Away (Chelsea)", team names in `language`).
 */
export function legPickName(
  t: Translate,
  gameGroup: string,
  leg: SportsLegRef,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (gameGroup === MINIGAME_GROUP) return marketPickName(t, leg.market, leg.pick);
  if (gameGroup === SPORTS_GROUP) return sportsLegName(t, leg, language);
  if (isVendorGroup(gameGroup)) return vendorBetName(t, leg.market);
  return leg.pick;
}

/** A vendor game's type as its catalogue sends it (slot, live, baccarat …); one we have no words for shows as sent. */
export const gameTypeName = (t: Translate, type: string): string => t(`office.gameType.${type}`, { _: type });
