import { useTranslation } from 'react-i18next';
import { API } from '../../../shared/endpoints/member';
import { ListState, Pager, useApiList } from '../../ui';
import { CouponTable } from './CouponTable';

/** §2 /mypage/coupon/list: every coupon the member holds or held, with its state. */
export function CouponListView() {
  const { t } = useTranslation();
  const list = useApiList(API.coupon.list, { state: 'all' });
  return (
    <ListState
      loading={list.loading}
      errorCode={list.errorCode}
      empty={list.rows.length === 0}
      emptyText={t('front.coupon.empty.list')}
      onRetry={list.reload}
    >
      <CouponTable rows={list.rows} />
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
    </ListState>
  );
}
