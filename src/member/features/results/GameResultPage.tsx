import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { PageFrame } from '../../ui';
import { UnavailableNotice } from '../../shell/common/UnavailableNotice';

/** The minigame results of each route tree (§2 /member/result/mini, mobile /member/resultMain). */
const MINI_RESULTS = { desktop: '/member/result/mini', mobile: '/member/resultMain' } as const;

/**
 * §2 /member/result/sport (mobile /sports/history): the house offers no sports betting yet, so
 * there are no sports results to show; the minigame results it does offer are one click away.
 */
export function GameResultPage() {
  const { t } = useTranslation();
  const { device } = useDevice();
  return (
    <PageFrame titleKey="front.nav.gameResult">
      <UnavailableNotice text={t('front.results.sportsUnavailable')}>
        <Button component={RouterLink} to={MINI_RESULTS[device]} variant="contained">
          {t('front.results.miniResults')}
        </Button>
      </UnavailableNotice>
    </PageFrame>
  );
}
