import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import type { WithdrawBlockers } from '../../../shared/api/cash';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney } from '../../format';
import { WagerProgress, apiErrorCode, usePagePaths } from '../../ui';

/**
 * /api/cash/rolling/remain: what still holds a withdrawal (C015): the betting the site's rolling
 * rule still asks, and each bonus still being wagered with its bar (docs/domains/bonuses.md#the-withdrawal-gate).
 */
export function RollingRemain({ version }: { version: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const paths = usePagePaths();
  const [blockers, setBlockers] = useState<WithdrawBlockers | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(API.cash.rollingRemain)
      .then((answer) => live && setBlockers(answer))
      .catch((error: unknown) => live && setErrorCode(apiErrorCode(error)));
    return () => {
      live = false;
    };
  }, [api, version]);

  const remain = blockers?.remain ?? null;
  const bonuses = blockers?.bonuses ?? [];
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color={errorCode ? 'error' : 'text.secondary'} data-testid="rolling-remain">
        {t('front.cash.rollingRemain')}:{' '}
        {errorCode ? t(`api.${errorCode}`) : remain === null ? '…' : formatMoney(remain)}
      </Typography>
      {bonuses.length > 0 && (
        <Alert severity="warning" data-testid="bonus-blockers">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('front.bonus.blocks')}
          </Typography>
          <Stack spacing={1.5}>
            {bonuses.map((b) => (
              <Box key={b.id}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {b.name}
                  {b.expiresAt && ` · ${t('front.bonus.expiresOn', { date: formatDate(b.expiresAt) })}`}
                </Typography>
                <WagerProgress wagered={b.wagered} toWager={b.toWager} />
              </Box>
            ))}
          </Stack>
          <Link component={RouterLink} to={paths.bonuses} sx={{ mt: 1, display: 'inline-block' }}>
            {t('front.bonus.seeMine')}
          </Link>
        </Alert>
      )}
    </Stack>
  );
}
