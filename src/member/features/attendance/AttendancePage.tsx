import { useTranslation } from 'react-i18next';
import { Alert, Box, IconButton, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { toBcp47 } from '../../../shared/locales';
import { currentLanguage, formatMoney } from '../../format';
import { PageFrame } from '../../ui';
import { AttendanceCalendar } from './AttendanceCalendar';
import { CheckInCard } from './CheckInCard';
import { shiftMonth, useAttendance } from './useAttendance';

/**
 * §2 /member/attendendance (mobile /member/attendance): the month's calendar with checked days,
 * the streak, what the next check-in pays, and the check-in itself (once per site day).
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const { data, errorCode, setMonth, reload } = useAttendance();

  if (errorCode)
    return (
      <PageFrame titleKey="front.nav.attendance">
        <Alert severity="error">{t(`api.${errorCode}`)}</Alert>
      </PageFrame>
    );
  if (!data) return <PageFrame titleKey="front.nav.attendance" />;
  const locale = toBcp47(currentLanguage());
  const [year, month] = data.month.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

  return (
    <PageFrame titleKey="front.nav.attendance">
      <Stack spacing={2}>
        <CheckInCard
          data={data}
          onChecked={() => {
            setMonth(undefined);
            reload();
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          <IconButton aria-label={t('front.attendance.prevMonth')} onClick={() => setMonth(shiftMonth(data.month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton
            aria-label={t('front.attendance.nextMonth')}
            onClick={() => setMonth(shiftMonth(data.month, 1))}
            disabled={data.month >= data.today.slice(0, 7)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <AttendanceCalendar data={data} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('front.attendance.rulesTitle')}
          </Typography>
          <List dense>
            <ListItem>{t('front.attendance.rulePoint', { point: formatMoney(data.rules.point) })}</ListItem>
            {data.rules.streakBonuses.map((b) => (
              <ListItem key={b.days}>
                {t('front.attendance.ruleStreak', { days: b.days, point: formatMoney(b.point) })}
              </ListItem>
            ))}
            {data.rules.spinEvery > 0 && (
              <ListItem>{t('front.attendance.ruleSpin', { days: data.rules.spinEvery })}</ListItem>
            )}
            {data.rules.depositMin > 0 && (
              <ListItem>{t('front.attendance.ruleDeposit', { amount: formatMoney(data.rules.depositMin) })}</ListItem>
            )}
          </List>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
