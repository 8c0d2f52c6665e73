import { Box, Divider } from '@mui/material';
import { PageFrame } from '../../ui';
import { PointExchangeForm } from './PointExchangeForm';
import { PointHistory } from './PointHistory';

/** §2 /mypage/point/use and /winner/point: the exchange application in the page, conversions below. */
export function PointPage() {
  return (
    <PageFrame titleKey="front.point.exchange">
      <Box sx={{ maxWidth: 480 }}>
        <PointExchangeForm />
      </Box>
      <Divider sx={{ my: 3 }} />
      <PointHistory kind="change" />
    </PageFrame>
  );
}
