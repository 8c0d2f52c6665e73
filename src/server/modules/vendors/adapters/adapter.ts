import type { Config } from '../../../config';
import { AdapterSettings, type AdapterKind } from '../../../../shared/api/games';
import { INTERNAL_BASE_URL } from '../demoSeed';

/**
 * One interface for every way the site reaches a vendor (DESIGN: Games and products): seamless
 * vendors behind Valkyrie (the vendor calls our /pam wallet) and transfer-wallet vendors (the
 * vendor keeps the balance; money moves in and out by calls). Both launch and list games.
 */
export interface LaunchInput {
  casino: string;
  provider: string;
  /** The provider's game id; empty opens its lobby. */
  gameId: string;
  playerId: string;
  /** The PAM player session token (seamless) — opaque to the vendor. */
  token: string;
  language: string;
  currency: string;
  country: string;
  ip: string;
  isMobile: boolean;
  launchConfig?: Record<string, unknown>;
}

/** A game as the vendor lists it (VENDORS-CONTRACT point 3). */
export interface VendorGame {
  gameId: string;
  group: string;
  type: string;
  nameKo: string;
  nameEn: string;
  thumbnail: string;
  rtp?: number;
}

/** A round a transfer-wallet vendor played on its own balance (contract point 4). */
export interface VendorRound {
  roundId: string;
  playerId: string;
  gameId: string;
  stake: number;
  payout: number;
  at: string;
}

export interface TransferWallet {
  deposit(playerId: string, amount: number, transactionId: string): Promise<number>;
  withdraw(playerId: string, amount: number, transactionId: string): Promise<number>;
  balance(playerId: string): Promise<number>;
  /** Settles an answer never received: did the vendor apply this transaction? */
  transaction(transactionId: string): Promise<{ found: boolean; kind?: string; amount?: number }>;
  rounds(since: string, limit: number): Promise<VendorRound[]>;
}

export interface VendorAdapter {
  kind: Exclude<AdapterKind, 'none'>;
  provider: string;
  launch(input: LaunchInput): Promise<string>;
  games(): Promise<VendorGame[]>;
  /** Transfer-wallet vendors only. */
  wallet?: TransferWallet;
}

/** The vendor answered and said no (G002/G003 at launch). */
export class AdapterRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}
/** No answer, or an answer that is not the contract's (G9999 at launch). */
export class AdapterUnreachable extends Error {}

const TIMEOUT_MS = 8_000;

/** JSON over HTTP with a timeout; a 4xx/5xx is AdapterRefused with the vendor's error code, a failure AdapterUnreachable. */
export async function callJson<T>(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AdapterUnreachable(`${init.method} ${url}: ${(error as Error).message}`);
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    if (!res.ok) throw new AdapterRefused(`${init.method} ${url}: ${res.status}`, res.status);
    throw new AdapterUnreachable(`${init.method} ${url}: not JSON`);
  }
  if (!res.ok)
    throw new AdapterRefused(`${init.method} ${url}: ${res.status}`, res.status, (json as { error?: string }).error);
  return json as T;
}

/** Where this server itself answers (the built-in demo provider; its callbacks to /pam). */
const selfUrl = (config: Config): string => (config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, '');

export interface ResolvedSettings {
  baseUrl: string;
  provider: string;
  /** The path segment before `/gamelaunch` (no slashes). */
  launchPath: string;
  apiKey: string;
  launchConfig?: Record<string, unknown>;
}

/** A vendor's stored settings made concrete: 'internal' is this server's /vendor/demo, empty is VALKYRIE_URL. */
export function resolveSettings(config: Config, stored: unknown): ResolvedSettings {
  const s = AdapterSettings.parse(stored ?? {});
  const baseUrl =
    s.baseUrl === INTERNAL_BASE_URL ? `${selfUrl(config)}/vendor/demo` : s.baseUrl || config.VALKYRIE_URL || '';
  const launchPath = s.launchPath?.replace(/^\/+|\/+$/g, '') || encodeURIComponent(s.provider);
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    provider: s.provider,
    launchPath,
    apiKey: s.apiKey || config.DEMO_PROVIDER_KEY,
    launchConfig: s.launchConfig,
  };
}

/** The vendor's game list at `{base}/games` (contract point 3), shared by both kinds. */
export async function fetchGameList(s: ResolvedSettings): Promise<VendorGame[]> {
  const res = await callJson<{ games?: VendorGame[] }>(`${s.baseUrl}/games`, {
    method: 'GET',
    headers: { authorization: `Bearer ${s.apiKey}` },
  });
  if (!Array.isArray(res.games)) throw new AdapterUnreachable('games answered no list');
  return res.games;
}
