import type { RenewalSync } from '../dataProvider/apiClient';
import type { TokenStore } from './tokenStore';

/**
 * A renewed token replaces the one it renews: the server refuses the old one from that moment
 * (docs/operations/security.md, "Session tokens"). So that no call of the front is signed out by
 * that, renewals and calls keep in step, in this tab and across the front's tabs:
 *
 * - one renewal at a time, in this tab (a shared promise) and across tabs (a Web Lock named after
 *   the front, where the browser has them); a renewal that finds the token already renewed by
 *   another tab while it waited for the lock does not renew it again;
 * - a call waits for this tab's renewal in flight before it is sent (apiClient `renewals`);
 * - a call refused its session (E006, U017) asks `renewedSince`: after any renewal under way has
 *   finished, was there one since the call was sent? Then it is sent once more with the new
 *   credential. Renewals are counted in localStorage (`<name>.renewals`), which every tab of the
 *   front reads, whether the credential is the member's token or the office's cookie.
 */
export interface RenewalRunner extends RenewalSync {
  /** Runs `renew` as the one renewal of the front; answers its result, or true when another tab renewed first. */
  run(renew: () => Promise<boolean>): Promise<boolean>;
}

export function createRenewalSync(name: string, tokens: TokenStore, shared: Storage = localStorage): RenewalRunner {
  const countKey = `${name}.renewals`;
  const lockName = `${name}.renewal`;
  let inFlight: Promise<boolean> | null = null;

  const count = (): number => Number(shared.getItem(countKey) ?? 0) || 0;
  const locks = (): LockManager | undefined =>
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  const exclusively = <T>(work: () => Promise<T>): Promise<T> => {
    const manager = locks();
    return manager ? manager.request(lockName, work) : work();
  };

  const renewOnce = (renew: () => Promise<boolean>) =>
    exclusively(async () => {
      // another tab renewed while this one waited for the lock: its token is in the shared store
      if (!tokens.needsRefresh()) return true;
      const renewed = await renew();
      if (renewed) shared.setItem(countKey, String(count() + 1));
      return renewed;
    });

  return {
    run(renew) {
      inFlight ??= renewOnce(renew).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    async settled() {
      await inFlight?.catch(() => undefined);
    },
    mark: count,
    async renewedSince(mark) {
      await inFlight?.catch(() => undefined);
      // a renewal of another tab ends when it releases the lock, its new credential stored
      await exclusively(async () => undefined);
      return count() !== mark && tokens.token() !== null;
    },
  };
}
