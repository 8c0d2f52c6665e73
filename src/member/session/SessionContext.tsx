import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionActions, SessionState, SessionStore } from './sessionStore';
import { memberSession } from './memberSession';

const SessionContext = createContext<SessionStore>(memberSession);

/** Lets tests (and only tests) hand in a store built on a fake API client. */
export function SessionProvider({ store, children }: { store?: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store ?? memberSession}>{children}</SessionContext.Provider>;
}

export type Session = SessionState & SessionActions & { loggedIn: boolean };

/** The member session (§4): state plus actions; re-renders on every change. */
export function useSession(): Session {
  const store = useContext(SessionContext);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { ...state, ...store.actions, loggedIn: state.token !== null };
}

/** The store itself, for effects that must read the latest state without re-rendering. */
export const useSessionStore = (): SessionStore => useContext(SessionContext);
