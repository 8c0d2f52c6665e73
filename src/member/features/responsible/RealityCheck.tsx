import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { LimitsView } from '../../../shared/api/responsible';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { sessionActions } from '../../session';

type Figures = NonNullable<LimitsView['session']>;

/**
 * The reality check (docs/domains/responsible-play.md#reality-check): every N minutes of the
 * session (the member's choice on the limits page) a dialog shows how long the session has lasted
 * and its net result, with continue and sign out. The interval is counted from the session's start
 * on the server, so a reload keeps the rhythm.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const api = useApi();
  const [shown, setShown] = useState<Figures | null>(null);
  // Each dialog answered plans the next one (the member may have changed the interval meanwhile).
  const [answered, setAnswered] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const plan = async () => {
      const view = await api.call(API.responsible.limits).catch(() => null);
      if (stopped || !view?.session || !view.realityCheckMinutes) {
        // Not on: look again in a minute in case the member turns it on.
        if (!stopped) timer = setTimeout(() => void plan(), 60_000);
        return;
      }
      const every = view.realityCheckMinutes * 60_000;
      const elapsed = Date.now() - Date.parse(view.session.startedAt);
      const wait = every - (elapsed % every);
      timer = setTimeout(async () => {
        const fresh = await api.call(API.responsible.limits).catch(() => null);
        if (!stopped && fresh?.session) setShown(fresh.session);
      }, wait);
    };
    void plan();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, answered]);

  return (
    <Dialog open={shown !== null} maxWidth="xs" fullWidth aria-labelledby="reality-check-title">
      <DialogTitle id="reality-check-title">{t('front.responsible.realityTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('front.responsible.realitySession', { n: shown?.minutes ?? 0 })}</Typography>
        <Typography sx={{ fontWeight: 600, color: (shown?.net ?? 0) < 0 ? 'error.main' : 'success.main' }}>
          {t('front.responsible.realityNet', { amount: formatMoney(shown?.net ?? 0) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void sessionActions.logout()}>{t('front.responsible.signOut')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            setShown(null);
            setAnswered((n) => n + 1);
          }}
        >
          {t('front.responsible.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
