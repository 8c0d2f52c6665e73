import { useTranslate } from 'react-admin';
import { findGame } from '../../../shared/minigame/games';
import type { InsuredBetRecord } from '../../../shared/api/office/insurance';

/** The slip's product and game in words: a minigame as its play page names it (Powerball PWBALL), a vendor game by its catalogue name. */
export function useSlipGame() {
  const translate = useTranslate();
  return (r: Pick<InsuredBetRecord, 'gameGroup' | 'gameName'>): string => {
    const minigame = r.gameGroup === 'minigame' ? findGame(r.gameName) : undefined;
    const game = minigame
      ? `${translate(`front.minigame.kind.${minigame.kind}`)} ${minigame.key.toUpperCase()}`
      : r.gameName;
    return `${translate(`office.gameGroup.${r.gameGroup}`)} · ${game}`;
  };
}

export function SlipGame({ record }: { record: InsuredBetRecord }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{useSlipGame()(record)}</span>;
}
