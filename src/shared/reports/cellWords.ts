import {
  ledgerKindName,
  ledgerMemo,
  legPickName,
  slipGameName,
  slipRoundName,
  type SportsLegRef,
  type Translate,
} from '../labels';
import type { Language } from '../locales';
import { sportNameKey, type SportKey } from '../sports/sports';

/**
 * Text cells that hold a code or a system's wording, shown in words the same way by the grid and
 * by the CSV export (src/shared/labels): ledger kinds and memos, a slip's game, round and pick.
 * A sport key is named as the member pages name it. A sports slip's row carries its legs with their fixtures (`legs`): a combo is named by them, and
 * the first leg's pick names its line and team in `language`.
 */
export type Words = 'ledgerKind' | 'ledgerMemo' | 'slipGame' | 'slipRound' | 'slipPick' | 'sport';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function cellWords(
  words: Words,
  t: Translate,
  value: unknown,
  row: Record<string, unknown>,
  language: Language,
): string {
  const gameGroup = text(row.gameGroup);
  const legs = Array.isArray(row.legs) ? (row.legs as SportsLegRef[]) : undefined;
  switch (words) {
    case 'ledgerKind':
      return ledgerKindName(t, text(value));
    case 'ledgerMemo':
      return ledgerMemo(t, text(value));
    case 'slipGame':
      return slipGameName(t, { gameGroup, gameCode: text(row.gameCode), gameName: text(value), legs });
    case 'slipRound':
      return slipRoundName(
        t,
        { gameGroup, roundId: value === null || value === undefined ? null : text(value), legs },
        language,
      );
    case 'slipPick':
      return legPickName(
        t,
        gameGroup,
        { market: text(row.market), pick: text(value), line: legs?.[0]?.line, sports: legs?.[0]?.sports },
        language,
      );
    case 'sport':
      return t(sportNameKey(text(value) as SportKey));
  }
}
