export { SessionProvider, useSession, useSessionStore, type Session } from './SessionContext';
export { memberSession, sessionActions } from './memberSession';
export { createSessionStore, SAVED_ID_KEY, type SessionStore, type SessionState, type SessionActions, type SignOutReason, type PushInfo } from './sessionStore';
export { SessionWatcher } from './SessionWatcher';
