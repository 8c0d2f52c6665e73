import { useTranslation } from 'react-i18next';
import { notices } from '../../notice/noticeStore';
import { useSession } from '../../session';

/**
 * What a click on a vendor or game says until play is wired (DESIGN: the vendors come later):
 * §5 logged out → front.error.afterSignin; otherwise front.header.inready, which §5 also gives
 * for a game without a code.
 */
export function useGameNotice(): () => void {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return () => notices.show(t(loggedIn ? 'front.header.inready' : 'front.error.afterSignin'));
}
