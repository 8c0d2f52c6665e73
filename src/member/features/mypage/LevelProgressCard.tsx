import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { LevelPerks, LevelProgress, LevelRung, NextLevelPerks } from '../../../shared/api/memberLevel';
import { GAME_GROUPS } from '../../../shared/constants';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney, formatPercent } from '../../format';
import { ListState } from '../../ui';
import { apiErrorCode } from '../../ui/apiErrorCode';

const k = (key: string) => `front.mypage.levelProgress.${key}`;

type Metric = 'turnover' | 'deposits' | 'activeDays';
const METRICS: { metric: Metric; min: keyof LevelRung }[] = [
  { metric: 'turnover', min: 'turnoverMin' },
  { metric: 'deposits', min: 'depositsMin' },
  { metric: 'activeDays', min: 'activeDaysMin' },
];

/** One figure against what a level takes: have / need and a bar (full when the level asks nothing). */
function MetricBar({ metric, have, need }: { metric: Metric; have: number; need: number }) {
  const { t } = useTranslation();
  const show = (n: number) => (metric === 'activeDays' ? t(k('days'), { count: n }) : formatMoney(n));
  const share = need <= 0 ? 100 : Math.min(100, (have / need) * 100);
  return (
    <Box data-testid={`level-metric-${metric}`}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">{t(k(metric))}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {show(have)} / {show(need)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={share}
        color={share >= 100 ? 'success' : 'primary'}
        aria-label={t(k(metric))}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
}

/**
 * What a level gives, in words (docs/domains/member-levels.md#the-members-progress): comp per game
 * group, the weekly payback and the level-up reward when a program pays them.
 */
function PerksOf({ name, perks, testId }: { name: string; perks: LevelPerks | NextLevelPerks; testId: string }) {
  const { t } = useTranslation();
  const rates = GAME_GROUPS.map((g) => `${t(`front.games.${g}`)} ${formatPercent(perks.compBp[g])}`).join(' · ');
  const reward = 'levelUpReward' in perks ? perks.levelUpReward : null;
  return (
    <Box data-testid={testId} sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(k('perksOf'), { name })}
      </Typography>
      <Typography variant="body2">{t(k('comp'), { rates })}</Typography>
      {perks.paybackBp !== null && (
        <Typography variant="body2">{t(k('payback'), { rate: formatPercent(perks.paybackBp) })}</Typography>
      )}
      {reward !== null && (
        <Typography variant="body2">{t(k('levelUpReward'), { amount: formatMoney(reward) })}</Typography>
      )}
    </Box>
  );
}

function ProgressBody({ progress }: { progress: LevelProgress }) {
  const { t } = useTranslation();
  const { figures, keep, next, downgradeDue, perks, nextPerks } = progress;
  const bars = (rung: LevelRung) => (
    <Stack spacing={1.25}>
      {METRICS.map(({ metric, min }) => (
        <MetricBar key={metric} metric={metric} have={figures[metric]} need={rung[min] as number} />
      ))}
    </Stack>
  );
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip color="primary" label={t('front.mypage.levelValue', { level: progress.level })} />
        <Typography sx={{ fontWeight: 600 }}>{progress.levelName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t(k('window'), { count: progress.windowDays })}
        </Typography>
      </Box>
      <PerksOf name={progress.levelName} perks={perks} testId="level-perks" />
      {downgradeDue && keep && (
        <Alert severity="warning" data-testid="level-downgrade-due">
          {t(k('downgradeDue'), { name: keep.name, day: formatDate(`${downgradeDue}T12:00:00`, false) })}
        </Alert>
      )}
      {next ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t(k('toNext'), { name: next.name })}
          </Typography>
          {bars(next)}
          {nextPerks && <PerksOf name={next.name} perks={nextPerks} testId="level-perks-next" />}
        </>
      ) : keep ? (
        <Typography variant="body2" color="text.secondary">
          {t(k('top'))}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(k('fixed'))}
        </Typography>
      )}
      {downgradeDue && keep && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t(k('toKeep'), { name: keep.name })}
          </Typography>
          {bars(keep)}
        </>
      )}
    </Stack>
  );
}

/**
 * §2 my page: the member's progress in the site's level program (docs/domains/member-levels.md#the-members-progress),
 * the figures the next review reads against what the next level, and keeping this one, take, and
 * what this level and the next give. A site whose program is off shows nothing of it.
 */
export function LevelProgressCard() {
  const { t } = useTranslation();
  const api = useApi();
  const [progress, setProgress] = useState<LevelProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () => api.call(API.memberLevel.progress).then(setProgress, (e: unknown) => setError(apiErrorCode(e))),
    [api],
  );
  useEffect(() => void load(), [load]);
  if (progress && !progress.enabled) return null;
  return (
    <Box data-testid="level-progress" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(k('title'))}
      </Typography>
      <ListState
        loading={!progress && !error}
        errorCode={error}
        empty={false}
        onRetry={() => {
          setError(null);
          void load();
        }}
      >
        {progress && <ProgressBody progress={progress} />}
      </ListState>
    </Box>
  );
}
