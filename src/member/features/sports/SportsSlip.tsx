import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { PublicSiteOptions } from '../../../shared/api/site';
import { ODDS_SCALE } from '../../../shared/bets/slip';
import { ACCEPT_MODES, oddsUnderMode, type AcceptMode } from '../../../shared/sports/acceptance';
import { conflictMessageKey } from '../../../shared/sports/conflicts';
import { FOLDER_TIERS } from '../../../shared/sports/payout';
import { ResultCode } from '../../../shared/resultCodes';
import { formatMoney, formatOdds } from '../../format';
import { AmountField, type ApiFailure } from '../../ui';
import { localName, marketLabel, pickLabel } from './labels';
import { refusalText } from './refusalText';
import { hasChangedOdds, slipFigures, type SlipLeg } from './slipModel';

const QUICK_AMOUNTS = [5_000, 10_000, 50_000, 100_000];

export interface SportsSlipProps {
  legs: SlipLeg[];
  options: PublicSiteOptions;
  cash: number;
  sending: boolean;
  failure: ApiFailure | null;
  placed: boolean;
  /** The stake typed (kept by the page, so the phone's slip bar can show the potential win). */
  amount: number | null;
  onAmount(amount: number | null): void;
  /** What the member takes if odds move, at placement and in a live slip's bet delay. */
  acceptMode: AcceptMode;
  onAcceptMode(mode: AcceptMode): void;
  onRemove(marketId: number): void;
  onClear(): void;
  onPlace(stake: number): void;
}

/**
 * The sports slip (docs/domains/sportsbook.md#member-pages): its legs, the total odds, the §9
 * folder bonus the legs reach (and how many more picks the next tier needs), one stake with quick
 * buttons, the potential win, the accept-odds-change choice, and whatever the slip breaks (a
 * conflict, a limit, changed or locked odds) in the server's words before the member sends it.
 */
export function SportsSlip({
  legs,
  options,
  cash,
  sending,
  failure,
  placed,
  amount,
  onAmount: setAmount,
  acceptMode,
  onAcceptMode,
  onRemove,
  onClear,
  onPlace,
}: SportsSlipProps) {
  const { t, i18n } = useTranslation();
  const stake = amount ?? 0;
  const figures = slipFigures(legs, stake, options);
  // odds moved since the member picked them, and its accept mode would not take them
  const changed =
    hasChangedOdds(legs) &&
    !oddsUnderMode(
      acceptMode,
      legs.map((l) => l.pickedOdds),
      legs.map((l) => l.odds),
    );
  const locked = legs.some((l) => l.locked);
  const blocked = figures.conflict !== null || figures.limit !== null || figures.tooMany || locked;
  const ready = legs.length > 0 && stake > 0 && !sending && !blocked;

  const problem = figures.conflict
    ? figures.conflict.kind === 'rule'
      ? t(conflictMessageKey(figures.conflict.rule))
      : t(`api.${ResultCode.BetDuplicate}`)
    : figures.tooMany
      ? t(`api.${ResultCode.SportsTooManyLegs}`, { max: options.sportsMaxLegs })
      : figures.limit
        ? refusalText(t, figures.limit.code, figures.limit.params)
        : null;

  return (
    <Box data-testid="sports-slip">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 17, flexGrow: 1 }}>
          {t('front.sports.slip')}
        </Typography>
        <Chip
          size="small"
          color={legs.length ? 'primary' : 'default'}
          label={t('front.sports.legCount', { count: legs.length })}
          data-testid="slip-count"
        />
        <Button size="small" onClick={onClear} disabled={legs.length === 0}>
          {t('front.sports.clear')}
        </Button>
      </Box>

      {legs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('front.sports.slipEmpty')}
        </Typography>
      ) : (
        <Stack spacing={0.75} sx={{ mb: 1.5 }} data-testid="slip-legs">
          {legs.map((leg) => {
            const teams = { home: localName(leg.home, i18n.language), away: localName(leg.away, i18n.language) };
            const moved = leg.odds !== leg.pickedOdds;
            return (
              <Box
                key={leg.marketId}
                sx={{
                  display: 'flex',
                  gap: 1,
                  p: 1,
                  borderRadius: 1.5,
                  bgcolor: 'rgba(255,255,255,0.04)',
                  border: 1,
                  borderColor: leg.locked ? 'error.main' : moved ? 'warning.main' : 'transparent',
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {localName(leg.league, i18n.language)} · {teams.home} vs {teams.away}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {pickLabel(t, leg.type, leg.pick, leg.line, teams)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {marketLabel(t, leg.type, leg.line)}
                  </Typography>
                  {leg.locked && (
                    <Typography variant="caption" color="error.main" sx={{ display: 'block' }}>
                      {t('front.sports.legLocked')}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {moved && (
                    <Typography
                      variant="caption"
                      sx={{ display: 'block', textDecoration: 'line-through', color: 'text.secondary' }}
                    >
                      {formatOdds(leg.pickedOdds)}
                    </Typography>
                  )}
                  <Typography
                    sx={{
                      fontWeight: 800,
                      color: moved ? (leg.odds > leg.pickedOdds ? '#3ecf6e' : '#ff5a5f') : 'primary.main',
                    }}
                  >
                    {formatOdds(leg.odds)}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('front.sports.remove')}
                  onClick={() => onRemove(leg.marketId)}
                  sx={{ alignSelf: 'center', width: 40, height: 40 }}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Stack>
      )}

      <FolderBonus
        counting={figures.counting}
        bonusOdds={figures.bonusOdds}
        nextTier={figures.nextTier}
        options={options}
      />

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, my: 1.5, typography: 'body2' }}>
        <span>{t('front.sports.totalOdds')}</span>
        <Box component="span" sx={{ fontWeight: 800, textAlign: 'right' }} data-testid="slip-total-odds">
          {legs.length ? formatOdds(figures.totalWithBonus) : '-'}
        </Box>
        <span>{t('front.sports.potentialWin')}</span>
        <Box
          component="span"
          sx={{ fontWeight: 800, textAlign: 'right', color: 'primary.main' }}
          data-testid="slip-potential-win"
        >
          {/* picks that cannot go together win nothing: the reason stands where the win would */}
          {figures.conflict ? t('front.look.slipConflict') : formatMoney(figures.potentialWin)}
        </Box>
      </Box>

      <AmountField
        label={t('front.sports.stake')}
        value={amount}
        onChange={setAmount}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'slip-stake' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75, my: 1 }}>
        {QUICK_AMOUNTS.map((q) => (
          <Button key={q} variant="outlined" onClick={() => setAmount(stake + q)} sx={{ minHeight: 40 }}>
            +{formatMoney(q)}
          </Button>
        ))}
        <Button
          variant="outlined"
          onClick={() => setAmount(Math.max(0, Math.min(cash, options.sportsBetMax)))}
          sx={{ minHeight: 40 }}
        >
          {t('front.sports.max')}
        </Button>
        <Button onClick={() => setAmount(null)} sx={{ minHeight: 40 }}>
          {t('front.sports.reset')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t('front.common.cash')}: {formatMoney(cash)} ·{' '}
        {t('front.sports.stakeRange', {
          min: formatMoney(options.sportsBetMin),
          max: formatMoney(options.sportsBetMax),
        })}
      </Typography>

      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} id="accept-mode-label">
        {t('front.sports.acceptMode.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={acceptMode}
        onChange={(_e, mode: AcceptMode | null) => mode && onAcceptMode(mode)}
        aria-labelledby="accept-mode-label"
        sx={{ my: 0.5 }}
      >
        {ACCEPT_MODES.map((mode) => (
          <ToggleButton key={mode} value={mode} data-testid={`accept-mode-${mode}`} sx={{ minHeight: 40 }}>
            {t(`front.sports.acceptMode.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Stack spacing={1}>
        {problem && legs.length > 0 && (
          <Alert severity="warning" data-testid="slip-problem">
            {problem}
          </Alert>
        )}
        {changed && <Alert severity="info">{t('front.sports.oddsChanged')}</Alert>}
        {failure && (
          <Alert severity="error" data-testid="slip-failure">
            {refusalText(t, failure.code, failure.values)}
          </Alert>
        )}
        {placed && <Alert severity="success">{t('front.sports.placed')}</Alert>}
        <Button
          variant="contained"
          size="large"
          disabled={!ready}
          onClick={() => onPlace(stake)}
          data-testid="slip-place"
          sx={{ minHeight: 48 }}
        >
          {changed ? t('front.sports.placeAtNewOdds') : t('front.sports.place')}
        </Button>
      </Stack>
    </Box>
  );
}

/** §9 folder bonus: the tiers, the one the slip reaches, and what the next one needs. */
function FolderBonus({
  counting,
  bonusOdds,
  nextTier,
  options,
}: {
  counting: number;
  bonusOdds: number;
  nextTier: ReturnType<typeof slipFigures>['nextTier'];
  options: PublicSiteOptions;
}) {
  const { t } = useTranslation();
  const tierOdds = { 3: options.sportsBonusOdds3, 6: options.sportsBonusOdds6, 9: options.sportsBonusOdds9 } as const;
  const reached = bonusOdds > ODDS_SCALE;
  return (
    <Box
      sx={{ p: 1, borderRadius: 1.5, border: 1, borderColor: reached ? 'primary.main' : 'divider' }}
      data-testid="folder-bonus"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('front.sports.folderBonus')}
        </Typography>
        {FOLDER_TIERS.map((tier) => (
          <Chip
            key={tier}
            size="small"
            variant={counting >= tier ? 'filled' : 'outlined'}
            color={counting >= tier ? 'primary' : 'default'}
            label={t('front.sports.guide.bonusTier', { legs: tier, odds: formatOdds(tierOdds[tier]) })}
          />
        ))}
      </Box>
      <Typography
        variant="caption"
        color={reached ? 'primary.main' : 'text.secondary'}
        sx={{ display: 'block', mt: 0.5 }}
        data-testid="folder-bonus-text"
      >
        {reached ? t('front.sports.bonusApplied', { legs: counting, odds: formatOdds(bonusOdds) }) : null}
        {reached && nextTier ? ' · ' : null}
        {nextTier
          ? t('front.sports.bonusNext', {
              count: nextTier.more,
              legs: nextTier.legs,
              odds: formatOdds(nextTier.odds),
              minOdds: formatOdds(options.sportsBonusMinLegOdds),
            })
          : null}
      </Typography>
    </Box>
  );
}
