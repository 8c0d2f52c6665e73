import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { LimitsView } from '../../../shared/api/responsible';
import { API } from '../../../shared/endpoints/member';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../shared/responsible/periods';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney } from '../../format';
import { FailureAlert, ListState, PageFrame, useSubmit } from '../../ui';
import { ExclusionForm } from './ExclusionForm';

const REALITY_CHOICES = [0, 15, 30, 60, 120];

/** Money in won, session time in minutes. */
function useLimitValue() {
  const { t } = useTranslation();
  return (kind: LimitKind, value: number | null) =>
    value === null
      ? t('front.responsible.none')
      : kind === 'session'
        ? t('front.responsible.minutes', { n: value })
        : formatMoney(value);
}

/** The member's limits with their use, the reality check and cool-off / self-exclusion. */
export function LimitsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const show = useLimitValue();
  const [view, setView] = useState<LimitsView | null>(null);
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [saved, setSaved] = useState(false);
  const load = useCallback(() => api.call(API.responsible.limits).then(setView), [api]);
  useEffect(() => void load(), [load]);

  const submit = useSubmit(() =>
    api
      .call(API.responsible.setLimit, { kind, period, amount: amount.trim() === '' ? null : Number(amount) })
      .then(setView),
  );
  const reality = useSubmit((_key: string, minutes: number) =>
    api.call(API.responsible.realityCheck, { minutes: minutes || null }).then(setView),
  );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (await submit.run()) setSaved(true);
  };

  return (
    <PageFrame titleKey="front.responsible.title">
      <ListState loading={!view} errorCode={null} empty={false}>
        {view && (
          <Stack spacing={3}>
            <Typography color="text.secondary">{t('front.responsible.intro')}</Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('front.responsible.title')}>
                <TableHead>
                  <TableRow>
                    {/* Headings stay on one line on a phone; the table scrolls sideways instead. */}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('front.responsible.kind')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t('front.responsible.limit')}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t('front.responsible.used')}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('front.responsible.resetsAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.limits.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>{t('front.responsible.noLimits')}</TableCell>
                    </TableRow>
                  )}
                  {view.limits.map((l) => (
                    <TableRow key={`${l.kind}:${l.period}:${l.imposed}`}>
                      <TableCell>
                        {t(`front.responsible.kindName.${l.kind}`)} · {t(`front.responsible.periodName.${l.period}`)}
                        {l.imposed && <Chip size="small" sx={{ ml: 1 }} label={t('front.responsible.imposed')} />}
                      </TableCell>
                      <TableCell align="right">
                        {show(l.kind, l.amount)}
                        {l.pending && (
                          <Typography variant="caption" sx={{ display: 'block', color: 'warning.main' }}>
                            {t('front.responsible.pending', {
                              value: show(l.kind, l.pending.amount),
                              at: formatDate(l.pending.from),
                            })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{show(l.kind, l.used)}</TableCell>
                      <TableCell>{formatDate(l.resetsAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>

            <Stack
              component="form"
              noValidate
              onSubmit={send}
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              aria-label={t('front.responsible.setTitle')}
            >
              <TextField
                select
                label={t('front.responsible.kind')}
                value={kind}
                onChange={(e) => setKind(e.target.value as LimitKind)}
                sx={{ minWidth: 160 }}
              >
                {LIMIT_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`front.responsible.kindName.${k}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('front.responsible.period')}
                value={period}
                onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
                sx={{ minWidth: 140 }}
              >
                {LIMIT_PERIODS.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`front.responsible.periodName.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={kind === 'session' ? t('front.responsible.amountMinutes') : t('front.responsible.amountWon')}
                value={amount}
                onChange={(e) => setAmount(e.target.value.replace(/[^0-9]/g, ''))}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('front.responsible.amount') } }}
                helperText={t('front.responsible.emptyRemoves')}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={submit.sending}
                sx={{ alignSelf: { md: 'flex-start' }, minHeight: 56 }}
              >
                {t('front.responsible.save')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('front.responsible.delayRule')}
            </Typography>
            <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
            {saved && <Alert severity="success">{t('front.responsible.saved')}</Alert>}

            <Divider />
            <Typography variant="h6">{t('front.responsible.realityTitle')}</Typography>
            <TextField
              select
              label={t('front.responsible.realityEvery')}
              value={view.realityCheckMinutes ?? 0}
              onChange={(e) => void reality.run(Number(e.target.value))}
              sx={{ maxWidth: 260 }}
            >
              {REALITY_CHOICES.map((m) => (
                <MenuItem key={m} value={m}>
                  {m ? t('front.responsible.minutes', { n: m }) : t('front.responsible.off')}
                </MenuItem>
              ))}
            </TextField>
            <FailureAlert failure={reality.failure} onClose={reality.clearFailure} />

            <Divider />
            <ExclusionForm />
          </Stack>
        )}
      </ListState>
    </PageFrame>
  );
}
