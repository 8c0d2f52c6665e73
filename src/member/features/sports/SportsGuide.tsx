import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { FOLDER_TIERS } from '../../../shared/sports/payout';
import { formatMoney, formatOdds } from '../../format';
import { useSportsOptions } from './useSportsOptions';

function Rule({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 16, mb: 0.5, color: 'primary.main' }}>
        {title}
      </Typography>
      <Typography variant="body2" component="div" sx={{ lineHeight: 1.7 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The sportsbook's rules for members (/cscenter/bettingguide/sport): singles and folders, the §9
 * folder bonus, §5 conflicts, §8 limits, odds changes, the §4 cancel window, void and half results,
 * with this site's own figures from its options.
 */
export function SportsGuide() {
  const { t } = useTranslation();
  const o = useSportsOptions();
  const tierOdds = { 3: o.sportsBonusOdds3, 6: o.sportsBonusOdds6, 9: o.sportsBonusOdds9 } as const;
  const limits: [string, Record<string, string>][] = [
    ['front.sports.guide.stakeRange', { min: formatMoney(o.sportsBetMin), max: formatMoney(o.sportsBetMax) }],
    ['front.sports.guide.winMax', { max: formatMoney(o.sportsWinMax) }],
    [
      'front.sports.guide.totalOddsRange',
      { min: formatOdds(o.sportsTotalOddsMin), max: formatOdds(o.sportsTotalOddsMax) },
    ],
    ['front.sports.guide.legOddsRange', { min: formatOdds(o.sportsLegOddsMin), max: formatOdds(o.sportsLegOddsMax) }],
    ['front.sports.guide.maxLegs', { max: String(o.sportsMaxLegs) }],
  ];
  return (
    <Stack spacing={2.5} data-testid="sports-guide">
      <Typography variant="body2" color="text.secondary">
        {t('front.sports.guide.intro')}
      </Typography>
      <Rule title={t('front.sports.guide.folderTitle')}>{t('front.sports.guide.folderBody')}</Rule>
      <Rule title={t('front.sports.guide.bonusTitle')}>
        {t('front.sports.guide.bonusBody', { min: FOLDER_TIERS[0], minOdds: formatOdds(o.sportsBonusMinLegOdds) })}
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {FOLDER_TIERS.map((tier) => (
            <Chip
              key={tier}
              color="primary"
              variant="outlined"
              label={t('front.sports.guide.bonusTier', { legs: tier, odds: formatOdds(tierOdds[tier]) })}
            />
          ))}
        </Box>
      </Rule>
      <Rule title={t('front.sports.guide.conflictTitle')}>{t('front.sports.guide.conflictBody')}</Rule>
      <Rule title={t('front.sports.guide.limitTitle')}>
        {t('front.sports.guide.limitBody')}
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {limits.map(([key, values]) => (
            <li key={key}>{t(key, values)}</li>
          ))}
        </Box>
      </Rule>
      <Rule title={t('front.sports.guide.oddsTitle')}>{t('front.sports.guide.oddsBody')}</Rule>
      <Rule title={t('front.sports.guide.cancelTitle')}>
        {o.sportsCancelMinutes > 0
          ? t('front.sports.guide.cancelBody', { minutes: o.sportsCancelMinutes })
          : t('front.sports.guide.cancelNone')}
      </Rule>
      <Rule title={t('front.sports.guide.voidTitle')}>
        {t('front.sports.guide.voidBody')} {t('front.sports.guide.correctionBody')}
      </Rule>
    </Stack>
  );
}
