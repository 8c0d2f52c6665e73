import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { BetDetail } from '../../../shared/api/bets';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney, formatOdds } from '../../format';
import { ListState, apiErrorCode } from '../../ui';
import { useLabels } from '../../labels';
import { isVendorSlip, legWords, slipGame, slipRound } from './slipWords';

/** A sports slip reads as §3's sports bet (fixtures, folder bonus, cancel), from the sports chunk. */
const SportsSlipDetail = lazy(() => import('../sports').then((area) => ({ default: area.SportsSlipDetail })));

/**
 * One slip in full (/api/bet/detail): its summary and every leg. A vendor round's legs are its
 * bets (a baccarat hand's banker and pair) with their outcomes; a sports slip shows as §3's sports bet.
 * Shown in the bet list's dialog and on the bet detail page.
 */
export function SlipDetail({ betIdx }: { betIdx: number }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const api = useApi();
  const [loaded, setLoaded] = useState<{ betIdx: number; slip: BetDetail | null; errorCode: string | null } | null>(
    null,
  );
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .call(API.bet.detail, { betIdx })
      .then((slip) => live && setLoaded({ betIdx, slip, errorCode: null }))
      .catch((error: unknown) => live && setLoaded({ betIdx, slip: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, betIdx, version]);

  const current = loaded?.betIdx === betIdx ? loaded : null;
  const slip = current?.slip ?? null;
  const vendor = slip ? isVendorSlip(slip) : false;
  const summary: [string, string][] = slip
    ? [
        ['front.slip.game', slipGame(labels.t, slip)],
        ['front.slip.round', slipRound(labels.t, slip, labels.language)],
        ['front.bet.date', formatDate(slip.createdAt)],
        ['front.slip.settledAt', slip.settledAt ? formatDate(slip.settledAt) : '-'],
        ['front.bet.amount', formatMoney(slip.betAmt)],
        ['front.bet.winAmount', formatMoney(slip.betWinAmt)],
        ['front.bet.result', formatMoney(slip.resultCash)],
        ['front.bet.status', t(`front.bet.statuses.${slip.status}`)],
        ['front.slip.balanceBefore', slip.balanceBefore === null ? '-' : formatMoney(slip.balanceBefore)],
        ['front.slip.balanceAfter', slip.balanceAfter === null ? '-' : formatMoney(slip.balanceAfter)],
      ]
    : [];

  if (slip?.gameCategory === 'sports') {
    return (
      <Suspense fallback={<ListState loading errorCode={null} empty={false} />}>
        <SportsSlipDetail slip={slip} onChanged={() => setVersion((v) => v + 1)} />
      </Suspense>
    );
  }

  return (
    <ListState loading={current === null} errorCode={current?.errorCode ?? null} empty={false}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        {summary.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', wordBreak: 'break-all' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Table size="small" aria-label={t('front.slip.legs')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('front.slip.legNo')}</TableCell>
            <TableCell>{t('front.slip.bet')}</TableCell>
            {!vendor && <TableCell>{t('front.bet.odds')}</TableCell>}
            <TableCell>{t('front.slip.outcome')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slip?.legs.map((leg) => (
            <TableRow key={leg.legNo}>
              <TableCell>{leg.legNo}</TableCell>
              <TableCell>{legWords(labels.t, slip, leg, labels.language)}</TableCell>
              {!vendor && <TableCell>{formatOdds(leg.odds)}</TableCell>}
              <TableCell>{t(`front.slip.outcomes.${leg.outcome}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListState>
  );
}
