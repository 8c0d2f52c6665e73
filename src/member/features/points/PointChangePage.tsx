import { PageFrame } from '../../ui';
import { PointHistory } from './PointHistory';

/** §2 /mypage/point/change: the conversions made (the popup's history link). */
export function PointChangePage() {
  return (
    <PageFrame titleKey="front.point.changeList">
      <PointHistory kind="change" />
    </PageFrame>
  );
}
