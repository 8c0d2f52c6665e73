import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey } from '../../../../dataProvider/apiClient';
import { useApi } from '../../../apiContext';
import { useDevice } from '../../../device/useDevice';
import { notices } from '../../../notice/noticeStore';
import { useSession, useSessionStore } from '../../../session';
import type { Product } from '../../../site';
import { apiErrorCode } from '../../../ui';
import { endGame, keepGameAlive } from './gameEnd';
import { closeGame, launchInFrame, launchInWindow, openGameWindow } from './gameLaunch';
import { launchCall, windowSizeFor } from './launchRequest';
import { opensInFrame, slotFramePath } from './frameVendor';

/**
 * The click on a playable vendor or game (§4, §5): logged out says front.error.afterSignin; the
 * one frame vendor goes to /slot/game; every other opens the window first, then asks the server.
 * A refusal (casinoOpen / slotOpen off: B1001, maintenance, G-codes) closes it and says api.<code>.
 */
export function useGameLaunch(): (vendor: Product, gameKey?: string, title?: string) => void {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const store = useSessionStore();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const { device } = useDevice();

  return (vendor, gameKey, title = vendor.name) => {
    if (!loggedIn) {
      notices.show(t('front.error.afterSignin'));
      return;
    }
    const load = () =>
      launchCall(
        api,
        { vendor, gameKey, isMobile: device === 'mobile', lang: i18n.language },
        newIdempotencyKey(),
      ).then((answer) => answer.gameUrl);
    const failed = (error: unknown) => notices.show(t(`api.${apiErrorCode(error)}`));
    if (opensInFrame(vendor)) {
      void launchInFrame(title, load, (url) => navigate(slotFramePath(url, vendor, title)), failed);
      return;
    }
    const win = openGameWindow(windowSizeFor(vendor.groupCode), t('front.play.loading'));
    if (!win) {
      notices.show(t('front.play.popupBlocked'));
      return;
    }
    void launchInWindow(win, title, {
      load,
      failed,
      signedIn: () => store.getState().token !== null,
      keepAlive: async () => {
        if (!(await keepGameAlive(api, store))) closeGame();
      },
      afterClose: () => endGame(api, store, vendor),
    });
  };
}
