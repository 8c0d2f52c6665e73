import { PageFrame } from '../../ui';
import { PointHistory } from './PointHistory';

/** §2 /mypage/point/list: points accrued. */
export function PointListPage() {
  return (
    <PageFrame titleKey="front.point.list">
      <PointHistory kind="accrual" />
    </PageFrame>
  );
}
