import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { AttendanceReward } from '../../../shared/api/attendance';
import { toBcp47 } from '../../../shared/locales';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { currentLanguage, formatMoney } from '../../format';
import { useSession } from '../../session';
import { FailureAlert, PageFrame, useSubmit } from '../../ui';
import { AttendanceCalendar } from './AttendanceCalendar';
import { shiftMonth, useAttendance } from './useAttendance';

function RewardChips({ reward }: { reward: AttendanceReward }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Chip color="primary" label={t('front.attendance.rewardPoint', { point: formatMoney(reward.point) })} />
      {reward.bonus > 0 && <Chip color="secondary" label={t('front.attendance.rewardBonus', { bonus: formatMoney(reward.bonus) })} />}
      {reward.spins > 0 && <Chip color="warning" label={t('front.attendance.rewardSpin')} />}
    </Stack>
  );
}

/**
 * §2 /member/attendendance (mobile /member/attendance): the month's calendar with checked days,
 * the streak, what the next check-in pays, and the check-in itself (once per site day).
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const api = useApi();
  const { refreshMember } = useSession();
  const { data, errorCode, setMonth, reload } = useAttendance();
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(async (idempotencyKey: string) => {
    const day = await api.call(API.event.attendance.check, {}, { idempotencyKey });
    setDone(t('front.attendance.done', { point: formatMoney(day.point + day.bonus) }));
  });

  const checkIn = async () => {
    setDone(null);
    if (await submit.run()) {
      setMonth(undefined);
      reload();
      await refreshMember();
    }
  };

  if (errorCode) return <PageFrame titleKey="front.nav.attendance"><Alert severity="error">{t(`api.${errorCode}`)}</Alert></PageFrame>;
  if (!data) return <PageFrame titleKey="front.nav.attendance" />;
  const locale = toBcp47(currentLanguage());
  const [year, month] = data.month.split('-').map(Number) as [number, number];
  const title = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));

  return (
    <PageFrame titleKey="front.nav.attendance">
      <Stack spacing={2}>
        {!data.open && <Alert severity="info">{t('front.attendance.closed')}</Alert>}
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          <Typography variant="h6" component="p" data-testid="attendance-streak">
            {t('front.attendance.streak', { days: data.streak })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {t('front.attendance.nextReward')}
          </Typography>
          <RewardChips reward={data.next} />
          <Button
            sx={{ mt: 2, minWidth: 200 }}
            size="large"
            variant="contained"
            disabled={!data.open || data.checkedToday || submit.sending}
            onClick={() => void checkIn()}
            data-testid="attendance-check"
          >
            {data.checkedToday ? t('front.attendance.checkedIn') : t('front.attendance.checkIn')}
          </Button>
        </Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          <IconButton aria-label={t('front.attendance.prevMonth')} onClick={() => setMonth(shiftMonth(data.month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton aria-label={t('front.attendance.nextMonth')} onClick={() => setMonth(shiftMonth(data.month, 1))} disabled={data.month >= data.today.slice(0, 7)}>
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
              <ListItem key={b.days}>{t('front.attendance.ruleStreak', { days: b.days, point: formatMoney(b.point) })}</ListItem>
            ))}
            {data.rules.spinEvery > 0 && <ListItem>{t('front.attendance.ruleSpin', { days: data.rules.spinEvery })}</ListItem>}
            {data.rules.depositMin > 0 && <ListItem>{t('front.attendance.ruleDeposit', { amount: formatMoney(data.rules.depositMin) })}</ListItem>}
          </List>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
