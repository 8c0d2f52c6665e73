import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { COOLOFF_DAYS } from '../../../shared/responsible/periods';
import { useApi } from '../../apiContext';
import { formatDate } from '../../format';
import { sessionActions } from '../../session';
import { FailureAlert, useConfirm, useSubmit } from '../../ui';

const SELF_DAYS = [180, 365, 730, 1095, 1825];
type Kind = 'cooloff' | 'self';

/**
 * Cool-off (1, 7 or 30 days) or self-exclusion (180 days to 5 years). Once confirmed it cannot be
 * undone by anyone: the server ends every session, so the member is signed out here at once.
 */
export function ExclusionForm() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const [kind, setKind] = useState<Kind>('cooloff');
  const [days, setDays] = useState<number>(COOLOFF_DAYS[0]);
  const choices = kind === 'cooloff' ? [...COOLOFF_DAYS] : SELF_DAYS;
  const submit = useSubmit(() => api.call(API.responsible.exclude, { kind, days }));

  const send = async () => {
    const until = formatDate(new Date(Date.now() + days * 86_400_000).toISOString());
    if (!(await ask(t(`front.responsible.confirm.${kind}`, { until })))) return;
    if (await submit.run()) {
      sessionActions.signOut('logout');
      navigate('/');
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6">{t('front.responsible.excludeTitle')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('front.responsible.excludeRule')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('front.responsible.excludeKind')}
          value={kind}
          onChange={(e) => {
            const next = e.target.value as Kind;
            setKind(next);
            setDays(next === 'cooloff' ? COOLOFF_DAYS[0] : SELF_DAYS[0]!);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="cooloff">{t('front.responsible.cooloff')}</MenuItem>
          <MenuItem value="self">{t('front.responsible.selfExclusion')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('front.responsible.length')}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          sx={{ minWidth: 160 }}
        >
          {choices.map((d) => (
            <MenuItem key={d} value={d}>
              {t('front.responsible.days', { count: d })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color="error"
          onClick={() => void send()}
          disabled={submit.sending}
          sx={{ minHeight: 56 }}
        >
          {t('front.responsible.excludeButton')}
        </Button>
      </Stack>
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      {dialog}
    </Stack>
  );
}
