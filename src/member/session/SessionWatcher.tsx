import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSiteData } from '../site';
import { useSessionStore } from './SessionContext';

/**
 * §4/§7 session life inside the router: start-up user-data load when a token exists, the token
 * check on every navigation, the renewal of an active member's token, maintenance → /warning, and
 * the page title (always the product name).
 */
export function SessionWatcher() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { maintenance } = useSiteData();

  useEffect(() => store.actions.setNavigator((path) => navigate(path)), [store, navigate]);
  useEffect(() => {
    void store.actions.refreshMember();
    void store.actions.refreshUnread();
  }, [store]);
  useEffect(() => {
    void store.actions.ensureFreshToken();
  }, [store, pathname]);
  useEffect(() => store.actions.keepTokenFresh(), [store]);
  useEffect(() => {
    if (maintenance) navigate('/warning', { replace: true });
  }, [maintenance, navigate]);
  useEffect(() => {
    document.title = t('front.common.productName');
  }, [t, i18n.language]);
  return null;
}
