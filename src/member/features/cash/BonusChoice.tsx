import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Box, CircularProgress, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { BonusOffer } from '../../../shared/api/bonuses';
import { WAGER_PRODUCTS } from '../../../shared/bonuses/terms';
import { bonusAmount, toWagerOf } from '../../../shared/bonuses/amount';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatMoney, formatPercent } from '../../format';
import { apiErrorCode } from '../../ui';

const times = (bp: number) => (bp / 10_000).toLocaleString(undefined, { maximumFractionDigits: 2 });

/** An offer's terms in words: what it grants, its cap and minimum, the wagering and where stakes count, expiry. */
function termsOf(t: TFunction, o: BonusOffer): string[] {
  const grant =
    o.rateBp > 0
      ? t('front.bonus.terms.rate', { rate: formatPercent(o.rateBp) })
      : t('front.bonus.terms.fixed', { amount: formatMoney(o.fixedAmount) });
  const counts = WAGER_PRODUCTS.filter((p) => (o.weights[p] ?? 0) > 0)
    .map((p) => `${t(`front.bonus.product.${p}`)} ${formatPercent(o.weights[p]!)}`)
    .join(', ');
  return [
    [grant, o.cap > 0 && t('front.bonus.terms.cap', { amount: formatMoney(o.cap) })].filter(Boolean).join(' · '),
    o.minDeposit > 0 ? t('front.bonus.terms.min', { amount: formatMoney(o.minDeposit) }) : '',
    o.rolloverBp > 0
      ? t('front.bonus.terms.rollover', { times: times(o.rolloverBp) })
      : t('front.bonus.terms.noRollover'),
    o.rolloverBp > 0 && counts ? t('front.bonus.terms.counts', { products: counts }) : '',
    o.expiryHours > 0 ? t('front.bonus.terms.expiry', { hours: o.expiryHours }) : '',
    o.exclusive ? t('front.bonus.terms.exclusive') : '',
  ].filter(Boolean);
}

/**
 * The deposit form's bonus (docs/domains/bonuses.md#deposit-bonuses): the programs the member may
 * choose now, each with its terms shown before confirming, and what the typed amount would earn;
 * or a line saying none is offered. The server judges the choice again when the deposit is asked.
 */
export function BonusChoice({
  amount,
  value,
  onChange,
  version,
}: {
  amount: number | null;
  value: number | null;
  onChange(programId: number | null): void;
  version: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  // The offers of the form's latest version (asked again after each deposit request): null while asked.
  const [loaded, setLoaded] = useState<{ version: number; offers: BonusOffer[] } | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const offers = loaded?.version === version ? loaded.offers : null;

  useEffect(() => {
    let live = true;
    api
      .call(API.bonus.offers)
      .then((answer) => live && setLoaded({ version, offers: answer.offers }))
      .catch((error: unknown) => live && setErrorCode(apiErrorCode(error)));
    return () => {
      live = false;
    };
  }, [api, version]);

  // A choice the server no longer offers (after a deposit, a window closed) falls back to none.
  useEffect(() => {
    if (offers && value !== null && !offers.some((o) => o.programId === value)) onChange(null);
  }, [offers, value, onChange]);

  const chosen = offers?.find((o) => o.programId === value);
  const earns =
    chosen && amount
      ? bonusAmount({ rateBp: chosen.rateBp, fixedAmount: chosen.fixedAmount, cap: chosen.cap }, amount)
      : 0;
  return (
    <Box>
      <Typography variant="subtitle2">{t('front.bonus.choose')}</Typography>
      {errorCode ? (
        <Alert severity="warning">{t(`api.${errorCode}`)}</Alert>
      ) : offers === null ? (
        <Box role="status" aria-label={t('front.common.loading')} sx={{ py: 1 }}>
          <CircularProgress size={20} />
        </Box>
      ) : offers.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="no-bonus-offer">
          {t('front.bonus.noOffer')}
        </Typography>
      ) : (
        <RadioGroup
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          aria-label={t('front.bonus.choose')}
        >
          <FormControlLabel value="" control={<Radio />} label={t('front.bonus.none')} />
          {offers.map((o) => (
            <FormControlLabel
              key={o.programId}
              value={String(o.programId)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {o.name} · {t(`front.bonus.kind.${o.kind}`)}
                  </Typography>
                  {termsOf(t, o).map((line) => (
                    <Typography key={line} variant="caption" color="text.secondary" component="div">
                      {line}
                    </Typography>
                  ))}
                </Box>
              }
            />
          ))}
        </RadioGroup>
      )}
      {chosen && amount !== null && amount > 0 && (
        <Alert severity={amount < chosen.minDeposit ? 'warning' : 'info'} data-testid="bonus-preview">
          {amount < chosen.minDeposit
            ? t('front.bonus.belowMin', { amount: formatMoney(chosen.minDeposit) })
            : t('front.bonus.preview', {
                bonus: formatMoney(earns),
                toWager: formatMoney(toWagerOf(earns, chosen.rolloverBp)),
              })}
        </Alert>
      )}
    </Box>
  );
}
