import { api, memberRenewals, memberTokens, onSessionExpired } from '../api';
import { createSessionStore } from './sessionStore';

/** The app's one session store; `sessionActions` is its face for code outside React (realtime, timers). */
export const memberSession = createSessionStore(api, memberTokens, localStorage, memberRenewals);
export const sessionActions = memberSession.actions;
onSessionExpired(() => sessionActions.signOut('expired'));
