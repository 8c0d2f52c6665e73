import { BALANCE_POLL_MS } from '../../shared/constants';
import { API } from '../../shared/endpoints/member';
import { ResultCode } from '../../shared/resultCodes';
import { ApiError, type ApiClient } from '../../dataProvider/apiClient';
import type { RealtimeHandlers } from './applyPush';
import { gameWindow } from './gameWindow';

export interface BalancePollOptions {
  api: ApiClient;
  handlers: Pick<RealtimeHandlers, 'setBalances' | 'signOut'>;
  /** Shows a message to the member (the notice dialog). */
  alert: (code: string) => void;
  intervalMs?: number;
}

/**
 * How long a round waits for its answer: one round at a time, so a request the network lost (a
 * phone between networks) would otherwise stop the poll, and with it TK999, until a reload.
 */
export const BALANCE_ANSWER_WAIT_MS = 2 * BALANCE_POLL_MS;

/**
 * §4 balance poll: /api/cash/getUserCash every 5 s updates the header; TK999 closes the open game
 * popup; U017 (logged in elsewhere) alerts and signs out; E006 (session over) signs out. Other
 * failures, and a round left unanswered for BALANCE_ANSWER_WAIT_MS, wait for the next round.
 */
export function startBalancePoll(options: BalancePollOptions): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    const waited = new AbortController();
    const giveUp = setTimeout(() => waited.abort(), BALANCE_ANSWER_WAIT_MS);
    try {
      const cash = await options.api.call(API.cash.balance, {}, { signal: waited.signal });
      options.handlers.setBalances(cash.cashAmt, cash.pointAmt);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === ResultCode.CloseGamePopup) gameWindow.close();
      if (code === ResultCode.LoggedInElsewhere) {
        options.alert(code);
        options.handlers.signOut('expired');
      }
      // The session ran out (no navigation refreshed the token in time): §4, back to the main page.
      if (code === ResultCode.LoginRequired) options.handlers.signOut('expired');
    } finally {
      clearTimeout(giveUp);
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? BALANCE_POLL_MS);
  return () => clearInterval(timer);
}
