import { TOKEN_REFRESH_WHEN_UNDER_SECONDS } from '../shared/constants';

/**
 * The session of one front, with change listeners: the member front's token in localStorage; the
 * office's CSRF token in the tab's sessionStorage (its session itself is an HttpOnly cookie).
 */
export interface StoredSession {
  token: string;
  expiresAt: number;
}

export interface TokenStore {
  get(): StoredSession | null;
  token(): string | null;
  set(session: StoredSession): void;
  clear(): void;
  /** §4: under one minute left (or forced) means a refresh is due. */
  needsRefresh(now?: number): boolean;
  subscribe(listener: (session: StoredSession | null) => void): () => void;
}

export function createTokenStore(storageKey: string, storage: Storage = localStorage): TokenStore {
  const listeners = new Set<(session: StoredSession | null) => void>();
  const read = (): StoredSession | null => {
    try {
      const raw = storage.getItem(storageKey);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as StoredSession;
      return typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number' ? parsed : null;
    } catch {
      return null;
    }
  };
  const emit = () => listeners.forEach((l) => l(read()));
  return {
    get: read,
    token: () => read()?.token ?? null,
    set(session) {
      storage.setItem(storageKey, JSON.stringify(session));
      emit();
    },
    clear() {
      storage.removeItem(storageKey);
      emit();
    },
    needsRefresh(now = Date.now()) {
      const s = read();
      return !!s && s.expiresAt - now < TOKEN_REFRESH_WHEN_UNDER_SECONDS * 1000;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
