import { useEffect } from 'react';
import i18next from 'i18next';
import { WS_PATH } from '../../shared/api/realtime';
import { ResultCode } from '../../shared/resultCodes';
import { currentSite } from '../../dataProvider/siteConfig';
import { useApi } from '../apiContext';
import { notices } from '../notice/noticeStore';
import { useSession, useSessionStore } from '../session';
import { applyPush, type RealtimeHandlers } from './applyPush';
import { startBalancePoll } from './balancePoll';
import { emitGameDown } from './gameWindow';
import { emitSlipDecided } from './slipDecided';
import { publicTopics } from './publicTopics';
import { startPush } from './pushClient';

/**
 * Mounted once inside the logged-in tree: while a member is signed in it keeps the push socket
 * (§4 socket commands) and the 5-second balance poll running, and stops both on sign-out.
 */
export function RealtimeBridge({ url = WS_PATH }: { url?: string }) {
  const store = useSessionStore();
  const api = useApi();
  const { push, loggedIn } = useSession();
  const live = loggedIn ? push : null;

  useEffect(() => {
    if (!live) return;
    const { actions } = store;
    const handlers: RealtimeHandlers = {
      setBalances: actions.setBalances,
      setUnread: actions.setUnread,
      signOut: actions.signOut,
      gameDown: emitGameDown,
      slipDecided: emitSlipDecided,
    };
    const socket = startPush({
      url,
      site: currentSite(),
      getToken: () => store.getState().token,
      push: live,
      topics: publicTopics,
      onCommand: (command) => applyPush(command, handlers),
      onRefused: (code) => actions.signOut(code === ResultCode.LoggedInElsewhere ? 'replaced' : 'expired'),
    });
    const stopPoll = startBalancePoll({ api, handlers, alert: (code) => notices.show(i18next.t(`api.${code}`)) });
    return () => {
      stopPoll();
      void socket.stop();
    };
  }, [store, api, live, url]);

  return null;
}
