import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { PageFrame, usePagePaths } from '../../ui';
import { SlipDetail } from './SlipDetail';

/** One slip in full on its own address (/api/bet/detail), so a slip can be linked and reopened. */
export function BetDetailPage() {
  const { t } = useTranslation();
  const paths = usePagePaths();
  const betIdx = Number(useParams().betIdx);
  if (!Number.isSafeInteger(betIdx) || betIdx <= 0) return <Navigate to={paths.betList} replace />;
  return (
    <PageFrame
      titleKey="front.slip.title"
      actions={
        <Button component={RouterLink} to={paths.betList} variant="outlined" size="small">
          {t('front.common.list')}
        </Button>
      }
    >
      <SlipDetail betIdx={betIdx} />
    </PageFrame>
  );
}
