import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { BetLeg, BetRow } from '../../../shared/api/bets';
import { ODDS_SCALE } from '../../../shared/bets/slip';
import { isPickOf } from '../../../shared/sports/markets';
import { refusalMessageKey } from '../../../shared/sports/acceptance';
import { formatDate, formatMoney, formatOdds } from '../../format';
import { lineLabel, localName, marketLabel, pickLabel, sportLabel } from './labels';
import { SLIP_STATUS_COLOR } from '../../ui/slipStatusColor';
import { useNow } from './useNow';

const OUTCOME_COLOR = {
  WIN: 'success',
  HALF_WIN: 'success',
  LOSE: 'error',
  HALF_LOSE: 'error',
  PENDING: 'warning',
} as const;

/** Which of the three cells a pick backs: the home side (home, over, odd, yes), the away side, or the draw. */
const sideOf = (pick: string): 'home' | 'draw' | 'away' =>
  pick === 'draw' ? 'draw' : ['home', 'over', 'odd', 'yes'].includes(pick) ? 'home' : 'away';

interface SportsSlipViewProps {
  slip: BetRow;
  /** Offered while the slip may still be cancelled (§4). */
  onCancel?: () => void;
  cancelling?: boolean;
}

/**
 * A sports slip as §3 describes a sports bet: each leg with its kick-off, league, home, draw (or the
 * line) and away with the backed side lit, the score and the leg's result and odds; then the stake,
 * total odds, §9 folder bonus, expected win and what it paid; a slip refused after its bet delay in
 * play says why. Bet list and bet detail show the same.
 */
export function SportsSlipView({ slip, onCancel, cancelling = false }: SportsSlipViewProps) {
  const { t } = useTranslation();
  const bonus = slip.folderBonus ?? ODDS_SCALE;
  const summary: [string, string, string?][] = [
    ['front.bet.amount', formatMoney(slip.betAmt), 'slip-stake'],
    ['front.sports.totalOdds', formatOdds(slip.odds)],
    [
      'front.sports.folderBonus',
      bonus > ODDS_SCALE ? `×${formatOdds(bonus)}` : t('front.sports.noBonus'),
      'slip-bonus',
    ],
    ['front.sports.potentialWin', formatMoney(slip.potentialPayout)],
    ['front.bet.winAmount', formatMoney(slip.betWinAmt)],
    ...(slip.cashedOut
      ? [
          ['front.sports.cashOut.paidSoFar', formatMoney(slip.cashedOut.paid), 'slip-cashed-out'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <Box data-testid="sports-slip-view" data-bet={slip.betIdx}>
      <Stack spacing={0.75} sx={{ mb: 1.5 }}>
        {slip.legs.map((leg) => (
          <SportsLegRow key={leg.legNo} leg={leg} />
        ))}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1 }}>
        {summary.map(([label, value, testId]) => (
          <Box key={label} sx={{ p: 1, borderRadius: 1.5, bgcolor: 'rgba(255,255,255,0.04)' }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t(label)}
            </Typography>
            <Typography sx={{ fontWeight: 800 }} data-testid={testId}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Chip
          color={SLIP_STATUS_COLOR[slip.status]}
          label={t(`front.bet.statuses.${slip.status}`)}
          data-testid="slip-status"
        />
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {formatDate(slip.createdAt)} · #{slip.betIdx}
          {slip.status === 'PENDING' && slip.acceptAt && <PendingCountdown acceptAt={slip.acceptAt} />}
          {slip.refusedReason && (
            <Box component="span" sx={{ display: 'block' }} data-testid="slip-refused">
              {t(refusalMessageKey(slip.refusedReason))}
            </Box>
          )}
        </Typography>
        {onCancel && (
          <Button
            variant="outlined"
            color="error"
            onClick={onCancel}
            disabled={cancelling}
            sx={{ minHeight: 40 }}
            data-testid="slip-cancel"
          >
            {t('front.sports.cancel.button')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * A live slip waiting out its bet delay (docs/domains/sportsbook.md#bet-delay-in-play): the seconds
 * left until the house accepts or refuses it, then that it is being decided (the SLIP push brings
 * the outcome and the list reads the slip again).
 */
function PendingCountdown({ acceptAt }: { acceptAt: string }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const left = Math.ceil((Date.parse(acceptAt) - now) / 1_000);
  return (
    <Box component="span" sx={{ display: 'block', color: 'warning.main', fontWeight: 700 }} data-testid="slip-pending">
      {left > 0 ? t('front.sports.pending.countdown', { seconds: left }) : t('front.sports.pending.deciding')}
    </Box>
  );
}

function SportsLegRow({ leg }: { leg: BetLeg }) {
  const { t, i18n } = useTranslation();
  const fixture = leg.sports;
  if (!fixture) return null;
  const teams = { home: localName(fixture.home, i18n.language), away: localName(fixture.away, i18n.language) };
  const type = fixture.marketType;
  const pick = isPickOf(type, leg.pick) ? leg.pick : null;
  const side = pick ? sideOf(pick) : null;
  const middle = fixture.score
    ? `${fixture.score.home} : ${fixture.score.away}`
    : leg.line !== null
      ? lineLabel(type, leg.line)
      : type === '1x2'
        ? t('front.sports.pick.draw')
        : 'VS';
  const cell = (which: 'home' | 'draw' | 'away', text: string) => (
    <Box
      sx={{
        px: 1,
        py: 0.75,
        borderRadius: 1.5,
        border: 1,
        borderColor: side === which ? 'primary.main' : 'divider',
        bgcolor: side === which ? 'rgba(230,184,79,0.14)' : 'transparent',
        fontWeight: side === which ? 800 : 500,
        textAlign: which === 'home' ? 'right' : which === 'away' ? 'left' : 'center',
        overflowWrap: 'anywhere',
        fontSize: 14,
      }}
    >
      {text}
    </Box>
  );
  return (
    <Box sx={{ p: 1, borderRadius: 1.5, border: 1, borderColor: 'divider' }} data-testid="sports-leg">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.75, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(fixture.startsAt)}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'primary.main', flexGrow: 1 }}>
          {sportLabel(t, fixture.sport)} · {localName(fixture.league, i18n.language)}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={OUTCOME_COLOR[leg.outcome as keyof typeof OUTCOME_COLOR] ?? 'default'}
          label={t(`front.slip.outcomes.${leg.outcome}`)}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) minmax(64px,auto) minmax(0,1fr)', gap: 0.5 }}>
        {cell('home', teams.home)}
        {cell('draw', middle)}
        {cell('away', teams.away)}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        {marketLabel(t, type, leg.line)} · <b>{pick ? pickLabel(t, type, pick, leg.line, teams) : leg.pick}</b> @{' '}
        <b>{formatOdds(leg.odds)}</b>
        {fixture.state === 'postponed' || fixture.state === 'cancelled'
          ? ` · ${t(`front.sports.fixtureState.${fixture.state}`)}`
          : ''}
      </Typography>
    </Box>
  );
}
