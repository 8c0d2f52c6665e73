import { useCallback, useEffect, useState } from 'react';
import type { GameState } from '../../../shared/api/minigame';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { apiErrorCode } from '../../ui';

/** The realtime push carries the same state; until the page subscribes to it, a poll this often. */
const GAME_POLL_MS = 1_500;

export interface GameStateHandle {
  state: GameState | null;
  errorCode: string | null;
  /** Server time minus this browser's time, so the countdown follows the server's clock. */
  clockOffsetMs: number;
  reload(): void;
}

/** Polls /api/minigame/getGame/{key}: current round, odds, recent results and my bets in it. */
export function useGameState(gameKey: string): GameStateHandle {
  const api = useApi();
  const [loaded, setState] = useState<GameState | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [clockOffsetMs, setOffset] = useState(0);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const next = await api.call(API.minigame.state, {}, { params: { type: gameKey } });
        if (!live) return;
        setState(next);
        setOffset(Date.parse(next.serverTime) - Date.now());
        setErrorCode(null);
      } catch (error) {
        if (live) setErrorCode(apiErrorCode(error));
      }
      if (live) timer = setTimeout(() => void load(), GAME_POLL_MS);
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, gameKey, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Another game's state stays on screen only until this game's first answer.
  const state = loaded?.gameKey === gameKey ? loaded : null;
  return { state, errorCode, clockOffsetMs, reload };
}
