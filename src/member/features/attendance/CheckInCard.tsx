import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { AttendanceMonth, AttendanceReward } from '../../../shared/api/attendance';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { FailureAlert, useSubmit } from '../../ui';

function RewardChips({ reward }: { reward: AttendanceReward }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Chip color="primary" label={t('front.attendance.rewardPoint', { point: formatMoney(reward.point) })} />
      {reward.bonus > 0 && (
        <Chip color="secondary" label={t('front.attendance.rewardBonus', { bonus: formatMoney(reward.bonus) })} />
      )}
      {reward.spins > 0 && <Chip color="warning" label={t('front.attendance.rewardSpin')} />}
    </Stack>
  );
}

/**
 * The check-in itself (once per site day, through the attendance call): the streak, what the next
 * check-in pays, the button, and what it paid or why it was refused. The attendance page and the
 * daily check-in event's post both show it (docs/domains/content.md#event-actions).
 */
export function CheckInCard({ data, onChecked }: { data: AttendanceMonth; onChecked: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { refreshMember } = useSession();
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(async (idempotencyKey: string) => {
    const day = await api.call(API.event.attendance.check, {}, { idempotencyKey });
    setDone(t('front.attendance.done', { point: formatMoney(day.point + day.bonus) }));
  });

  const checkIn = async () => {
    setDone(null);
    if (await submit.run()) {
      onChecked();
      await refreshMember();
    }
  };

  return (
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
    </Stack>
  );
}
