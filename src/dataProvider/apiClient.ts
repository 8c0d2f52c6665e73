import type { Envelope } from '../shared/api/envelope';
import { ResultCode } from '../shared/resultCodes';

/** A non-200 answer (or a network failure, '9999'): the fronts show t('api.' + code). */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    readonly data: unknown = null,
    message = code,
  ) {
    super(message);
    this.name = 'ApiError';
    // react-admin's checkError logs out on 401: a session that ended maps to it.
    this.status = code === ResultCode.LoginRequired || code === ResultCode.LoggedInElsewhere ? 401 : 400;
  }
}

export interface ApiClientOptions {
  siteId: string;
  siteKey: string;
  getToken: () => string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Sent as `Idempotency-Key`: one per submitted form, the same one on a retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<T = unknown>(path: string, body?: object, options?: CallOptions): Promise<T>;
  siteId: string;
}

/**
 * §7: every call is POST with a JSON body that carries siteId, the site key in `Authorization`,
 * the session token in `token`; the envelope is unwrapped and a failure becomes ApiError(code).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    siteId: options.siteId,
    async call<T>(path: string, body: object = {}, callOptions: CallOptions = {}): Promise<T> {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: options.siteKey,
      };
      const token = options.getToken();
      if (token) headers.token = token;
      if (callOptions.idempotencyKey) headers['idempotency-key'] = callOptions.idempotencyKey;
      // Empty parameters are stripped before sending (§5, game launch; harmless everywhere).
      const payload = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...payload, siteId: options.siteId }),
          signal: callOptions.signal,
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        throw new ApiError(ResultCode.NetworkError);
      }
      let envelope: Envelope<T>;
      try {
        envelope = (await response.json()) as Envelope<T>;
      } catch {
        throw new ApiError(ResultCode.NetworkError);
      }
      if (envelope.resultCode !== ResultCode.Success) throw new ApiError(envelope.resultCode, envelope.data, envelope.resultMessage);
      return envelope.data;
    },
  };
}

/** A fresh key per submitted form (crypto.randomUUID is in every browser we support). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
