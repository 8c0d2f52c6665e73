import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { desktopPaths, mobilePaths } from '../../shell/common/navPaths';
import { ListState } from '../../ui';
import { CheckInCard } from './CheckInCard';
import { useAttendance } from './useAttendance';

/** The daily check-in event's post: today's check-in, and the way to the month's calendar. */
export function CheckInPanel() {
  const { t } = useTranslation();
  const { device } = useDevice();
  const { data, errorCode, reload } = useAttendance();
  if (errorCode) return <Alert severity="error">{t(`api.${errorCode}`)}</Alert>;
  return (
    <ListState loading={!data} errorCode={null} empty={false}>
      {data && (
        <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 520, mx: 'auto' }}>
          <CheckInCard data={data} onChecked={reload} />
          <Button component={RouterLink} to={(device === 'mobile' ? mobilePaths : desktopPaths).attendance}>
            {t('front.eventAction.calendar')}
          </Button>
        </Box>
      )}
    </ListState>
  );
}
