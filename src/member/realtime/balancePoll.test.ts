import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../dataProvider/apiClient';
import { BALANCE_POLL_MS } from '../../shared/constants';
import { BALANCE_ANSWER_WAIT_MS, startBalancePoll } from './balancePoll';
import { gameWindow } from './gameWindow';

/** An API client over a fake fetch answering each call with the next envelope. */
const apiAnswering = (...envelopes: object[]) => {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(envelopes.shift() ?? envelopes.at(-1)));
  });
  return { api: createApiClient({ siteId: 'demo', siteKey: 'k', getToken: () => 'tok', fetch }), calls };
};
const ok = (data: object) => ({ resultCode: '200', resultMessage: 'SUCCESS', data });
const fail = (code: string) => ({ resultCode: code, resultMessage: code, data: null });

describe('§4 balance poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (...envelopes: object[]) => {
    const { api, calls } = apiAnswering(...envelopes);
    const handlers = { setBalances: vi.fn(), signOut: vi.fn() };
    const alert = vi.fn();
    const stop = startBalancePoll({ api, handlers, alert });
    return { calls, handlers, alert, stop };
  };

  it('asks /api/cash/getUserCash every 5 seconds and shows the balances', async () => {
    const { calls, handlers, stop } = setup(
      ok({ cashAmt: 1000, pointAmt: 20, betAmt: 0 }),
      ok({ cashAmt: 900, pointAmt: 25, betAmt: 100 }),
    );
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]).toEqual({ url: '/api/cash/getUserCash', body: { siteId: 'demo' } });
    expect(handlers.setBalances).toHaveBeenLastCalledWith(1000, 20);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(handlers.setBalances).toHaveBeenLastCalledWith(900, 25);
    stop();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it('closes the open game popup on TK999 and keeps polling', async () => {
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    gameWindow.set(popup);
    const { handlers, stop } = setup(fail('TK999'), ok({ cashAmt: 5, pointAmt: 0, betAmt: 0 }));
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(popup.close).toHaveBeenCalled();
    expect(gameWindow.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(handlers.setBalances).toHaveBeenCalledWith(5, 0);
    stop();
  });

  it('alerts U017 and signs out; other failures wait for the next round', async () => {
    const { handlers, alert, stop } = setup(fail('9999'), fail('U017'));
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(handlers.signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(alert).toHaveBeenCalledWith('U017');
    expect(handlers.signOut).toHaveBeenCalledWith('expired');
    stop();
  });

  it('signs out without an alert when the session is over (E006)', async () => {
    const { handlers, alert, stop } = setup(fail('E006'));
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(handlers.signOut).toHaveBeenCalledWith('expired');
    expect(alert).not.toHaveBeenCalled();
    stop();
  });

  it('gives up on a round left unanswered and goes on polling', async () => {
    let asked = 0;
    // the first request is lost: it ends only when the poll aborts it
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      asked += 1;
      if (asked === 1)
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('lost', 'AbortError'))),
        );
      return new Response(JSON.stringify(ok({ cashAmt: 70, pointAmt: 1, betAmt: 0 })));
    });
    const api = createApiClient({ siteId: 'demo', siteKey: 'k', getToken: () => 'tok', fetch });
    const handlers = { setBalances: vi.fn(), signOut: vi.fn() };
    const stop = startBalancePoll({ api, handlers, alert: vi.fn() });
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS + BALANCE_ANSWER_WAIT_MS - 1);
    expect(asked).toBe(1);
    expect(handlers.setBalances).not.toHaveBeenCalled();
    // the round due as it gives up still finds it waiting; the one after asks again
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS + 1);
    expect(asked).toBe(2);
    expect(handlers.setBalances).toHaveBeenCalledWith(70, 1);
    expect(handlers.signOut).not.toHaveBeenCalled();
    stop();
  });
});
