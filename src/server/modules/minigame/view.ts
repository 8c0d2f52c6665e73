import type { RoundView } from '../../../shared/api/minigame';
import type { GameKind } from '../../../shared/minigame/games';
import { winningPicks } from '../../../shared/minigame/settle';
import type { RoundRow } from './repo';

/** A round as the world may see it: the seed only once the round is drawn or voided (DESIGN: Games). */
export function toRoundView(r: RoundRow, kind: GameKind): RoundView {
  const revealed = r.status !== 'OPEN';
  return {
    gameKey: r.game_key,
    kind,
    roundKey: r.round_key,
    roundNo: r.round_no,
    opensAt: r.opens_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    drawsAt: r.draws_at.toISOString(),
    status: r.status,
    seedHash: r.seed_hash,
    seed: revealed ? r.seed : null,
    result: r.result,
    winners: r.result ? winningPicks(r.result) : null,
  };
}
