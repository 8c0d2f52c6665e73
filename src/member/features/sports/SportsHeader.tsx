import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { LIVE_RED } from './LiveStatus';
import { sportsPaths } from './sportsPaths';

/**
 * The sports pages' title with links to the results and the rules, and the two boards as link
 * tabs: pre-match and in play (links, so each opens in a tab of its own).
 */
export function SportsHeader({ mode }: { mode: 'board' | 'live' }) {
  const { t } = useTranslation();
  const { device } = useDevice();
  const paths = sportsPaths(device);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {t('front.sports.title')}
        </Typography>
        <Button component={RouterLink} to={paths.results} size="small" variant="outlined">
          {t('front.sports.resultsLink')}
        </Button>
        <Button component={RouterLink} to={paths.guide} size="small">
          {t('front.sports.guideLink')}
        </Button>
      </Box>
      <Tabs value={mode} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48 } }}>
        <Tab value="board" component={RouterLink} to={paths.board} label={t('front.sports.live.prematch')} />
        <Tab
          value="live"
          component={RouterLink}
          to={paths.live}
          label={t('front.sports.live.tab')}
          data-testid="live-tab"
          icon={<Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: LIVE_RED }} />}
          iconPosition="start"
        />
      </Tabs>
    </>
  );
}
