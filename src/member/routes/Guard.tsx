import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { notices } from '../notice/noticeStore';
import type { Access } from './routeTypes';

/** §2 guards: guests-only routes send a member home; member routes send a guest home with 'Please Log-in'. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const mustLogIn = access === 'member' && !loggedIn;
  useEffect(() => {
    if (mustLogIn) notices.show(t('front.common.pleaseLogin'));
  }, [mustLogIn, t]);
  if (mustLogIn || (access === 'guest' && loggedIn)) return <Navigate to="/" replace />;
  return children;
}
