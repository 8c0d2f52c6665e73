export { SessionProvider, useSession, useSessionStore } from './SessionContext';
export { sessionActions } from './memberSession';
export { createSessionStore, SAVED_ID_KEY, type SessionStore, type SignOutReason, type PushInfo } from './sessionStore';
export { SessionWatcher } from './SessionWatcher';
