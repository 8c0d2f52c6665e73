import type { Envelope } from '../shared/api/envelope';
import { fillPath, type BodyOf, type Endpoint, type PathParams, type ResponseOf } from '../shared/endpoints/endpoint';
import { ResultCode } from '../shared/resultCodes';
import { DEVICE_HEADER } from '../shared/responsible/device';

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

/** Session refusals: the credential sent no longer opens a session. */
const SESSION_REFUSALS: readonly string[] = [ResultCode.LoginRequired, ResultCode.LoggedInElsewhere];

/**
 * How calls keep in step with the renewals of the session's token, which stop the token they
 * renew (src/authProvider/renewalSync.ts).
 */
export interface RenewalSync {
  /** Resolves once no renewal of this front's tab is under way (at once when none is). */
  settled(): Promise<void>;
  /** A mark of the renewals so far, taken as a call is sent. */
  mark(): number;
  /** After a call sent at `mark` was refused its session: true when a renewal replaced the credential since. */
  renewedSince(mark: number): Promise<boolean>;
}

export interface ApiClientOptions {
  siteId: string;
  siteKey: string;
  getToken: () => string | null;
  /** The header that carries getToken(): `token` (§7), or the office's CSRF header beside its cookie. */
  tokenHeader?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Sees every refusal before the caller does (the member front ends its session on E006). */
  onError?: (error: ApiError) => void;
  /** The browser's own id, sent as X-Device-Id (the integrity job links accounts sharing one). */
  deviceId?: () => string;
  /** The reader's chosen language, sent as Accept-Language: notices, banners and popups answer in it. */
  language?: () => string;
  /**
   * Token renewals: a call waits for one under way before it is sent, and a call refused its
   * session because a renewal replaced its credential meanwhile is sent once more.
   */
  renewals?: RenewalSync;
}

export interface CallOptions<P = Record<string, string>> {
  /** Sent as `Idempotency-Key`: one per submitted form, the same one on a retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Values of the entry's `:name` path parameters. */
  params?: P;
  /** This call is the token renewal itself: it waits for no renewal and is not sent again. */
  renewal?: boolean;
}

/** Body and options of a call: the body may be left out when every field is optional. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends BodyOf<E>
    ? [body?: BodyOf<E>, options?: CallOptions<PathParams<E['path']>>]
    : [body: BodyOf<E>, options?: CallOptions<PathParams<E['path']>>];

interface DownloadOptions {
  signal?: AbortSignal;
  /** Called as the file arrives, with the bytes and lines (CSV rows) received so far. */
  onProgress?: (received: { bytes: number; lines: number }) => void;
}

export interface ApiClient {
  /** Calls one entry of the endpoint table and answers its response type. */
  call<E extends Endpoint>(entry: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /**
   * Calls an entry that answers a file (`csv` in the table) and reads it as it streams in; a
   * refusal still comes as the envelope and rejects with ApiError like call().
   */
  download<E extends Endpoint>(entry: E, body: BodyOf<E>, options?: DownloadOptions): Promise<Blob>;
  siteId: string;
}

/**
 * §7: every call is POST with a JSON body that carries siteId, the site key in `Authorization`,
 * the session token in `token`; the envelope is unwrapped and a failure becomes ApiError(code).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  // The table types each call's arguments (CallArgs); inside, every entry is sent the same way.
  /** Sends one call as §7 says; the caller reads the answer. */
  async function send(entry: Endpoint, body: object, callOptions: CallOptions<object>): Promise<Response> {
    const path = fillPath(entry.path, callOptions.params as Record<string, string> | undefined);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: options.siteKey,
    };
    const token = options.getToken();
    if (token) headers[options.tokenHeader ?? 'token'] = token;
    if (callOptions.idempotencyKey) headers['idempotency-key'] = callOptions.idempotencyKey;
    if (options.deviceId) headers[DEVICE_HEADER] = options.deviceId();
    if (options.language) headers['accept-language'] = options.language();
    // Empty parameters are stripped before sending (§5, game launch; harmless everywhere).
    const payload = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));
    try {
      return await doFetch(`${options.baseUrl ?? ''}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...payload, siteId: options.siteId }),
        signal: callOptions.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(ResultCode.NetworkError);
    }
  }

  /** The envelope's data, or ApiError for a refusal. */
  async function unwrap(response: Response): Promise<unknown> {
    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      throw new ApiError(ResultCode.NetworkError);
    }
    if (envelope.resultCode !== ResultCode.Success)
      throw new ApiError(envelope.resultCode, envelope.data, envelope.resultMessage);
    return envelope.data;
  }

  /** onError sees a refusal once it is final. */
  const reported = (error: unknown): unknown => {
    if (error instanceof ApiError) options.onError?.(error);
    return error;
  };

  async function call(entry: Endpoint, body: object = {}, callOptions: CallOptions<object> = {}): Promise<unknown> {
    const sync = callOptions.renewal ? undefined : options.renewals;
    if (sync) await sync.settled();
    const mark = sync?.mark() ?? 0;
    try {
      return await unwrap(await send(entry, body, callOptions));
    } catch (error) {
      const stale =
        !!sync && error instanceof ApiError && SESSION_REFUSALS.includes(error.code) && (await sync.renewedSince(mark));
      if (!stale) throw reported(error);
    }
    // refused with a credential a renewal replaced meanwhile: nothing was done, send it again
    try {
      return await unwrap(await send(entry, body, callOptions));
    } catch (error) {
      throw reported(error);
    }
  }

  async function download(entry: Endpoint, body: object, { signal, onProgress }: DownloadOptions = {}): Promise<Blob> {
    const response = await send(entry, body, { signal });
    if (!response.headers.get('content-type')?.startsWith('text/csv') || !response.body) {
      await unwrap(response).catch((error: unknown) => {
        throw reported(error);
      });
      throw new ApiError(ResultCode.NetworkError);
    }
    const parts: Uint8Array[] = [];
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) lines++;
        onProgress?.({ bytes, lines });
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(ResultCode.NetworkError);
    }
    return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? 'text/csv' });
  }
  return { siteId: options.siteId, call: call as ApiClient['call'], download: download as ApiClient['download'] };
}

/** A fresh key per submitted form (crypto.randomUUID is in every browser we support). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
