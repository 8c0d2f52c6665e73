import { DEMO } from '../../src/server/db/seed/demoSeed';

/**
 * Every call the chaos run's clients make, as a client sees it (docs/operations/chaos.md): when it
 * started and ended, and whether the service answered. A failure is what a member would see as
 * the site being down: no answer (refused, reset, timed out), an HTTP status other than 200, or a
 * fault code (E001, E002). A business refusal (C007, B0099 …) is an answer and counts as served.
 */
export interface CallRecord {
  action: string;
  at: number;
  end: number;
  ok: boolean;
  code: string;
}

const FAULT_CODES = new Set(['E001', 'E002']);
const TIMEOUT_MS = 5_000;

export interface Answer<T> {
  served: boolean;
  code: string;
  data: T;
}

export class CallLog {
  readonly records: CallRecord[] = [];

  constructor(private readonly base: string) {}

  /** A §7 call through the load balancer; `ip` is the member's own address (X-Forwarded-For). */
  async api<T = unknown>(
    action: string,
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.timed(action, async (signal) => {
      const res = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...headers },
        body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
        signal,
      });
      if (res.status !== 200) return { served: false, code: `HTTP ${res.status}`, data: null as T };
      const json = (await res.json()) as { resultCode: string; data: T };
      return { served: !FAULT_CODES.has(json.resultCode), code: json.resultCode, data: json.data };
    });
  }

  /** A Valkyrie PAM call (its own envelope: `status` OK or ERROR with a code; 5xx is a fault). */
  async pam<T = Record<string, unknown>>(
    action: string,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: Record<string, unknown>,
  ): Promise<Answer<T>> {
    return this.timed(action, async (signal) => {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal,
      });
      if (res.status >= 500) return { served: false, code: `HTTP ${res.status}`, data: null as T };
      const json = (await res.json()) as T & { status: string; error?: { code: string } };
      return {
        served: true,
        code: json.status === 'OK' ? 'OK' : (json.error?.code ?? `HTTP ${res.status}`),
        data: json,
      };
    });
  }

  private async timed<T>(action: string, run: (signal: AbortSignal) => Promise<Answer<T>>): Promise<Answer<T>> {
    const at = Date.now();
    let answer: Answer<T>;
    try {
      answer = await run(AbortSignal.timeout(TIMEOUT_MS));
    } catch (error) {
      answer = { served: false, code: failureCode(error), data: null as T };
    }
    this.records.push({ action, at, end: Date.now(), ok: answer.served, code: answer.code });
    return answer;
  }
}

/** What a client can tell about a call that got no answer. */
function failureCode(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.name : 'error');
}
