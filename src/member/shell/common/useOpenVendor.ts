import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notices } from '../../notice/noticeStore';
import { useSession } from '../../session';
import type { Product } from '../../site';
import { gameTarget } from './gameTarget';

/**
 * Opening a vendor from a modal or a tile. §5: logged out says front.error.afterSignin; a vendor
 * without a game page says front.header.inready. Returns whether the member was moved.
 */
export function useOpenVendor(): (product: Product) => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  return (product) => {
    if (!loggedIn) {
      notices.show(t('front.error.afterSignin'));
      return false;
    }
    const target = gameTarget(product);
    if (!target) {
      notices.show(t('front.header.inready'));
      return false;
    }
    navigate(target);
    return true;
  };
}
