import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../dataProvider/apiClient';
import { apiFailure, type ApiFailure } from './apiErrorCode';

export interface Submit<A extends unknown[]> {
  sending: boolean;
  failure: ApiFailure | null;
  /** Sends the form; true on success. A second call while one is under way is ignored. */
  run(...args: A): Promise<boolean>;
  clearFailure(): void;
}

/**
 * A form's send: disables the submit while sending, keeps the failure for api.<code>, and holds
 * ONE idempotency key per filled-in form — the same key on a retry after a failure, a fresh one
 * only after a success (a money movement must never run twice, DESIGN "Money").
 */
export function useSubmit<A extends unknown[]>(
  send: (idempotencyKey: string, ...args: A) => Promise<unknown>,
): Submit<A> {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const key = useRef(newIdempotencyKey());
  const busy = useRef(false);

  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return false;
      busy.current = true;
      setSending(true);
      setFailure(null);
      try {
        await send(key.current, ...args);
        key.current = newIdempotencyKey();
        return true;
      } catch (error) {
        setFailure(apiFailure(error));
        return false;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [send],
  );
  return { sending, failure, run, clearFailure: useCallback(() => setFailure(null), []) };
}
