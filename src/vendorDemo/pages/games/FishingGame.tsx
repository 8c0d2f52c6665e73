import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FISH, FISHING_STAKES, fishBetCode, type FishKind } from '../../rules/fishing';
import type { GameProps } from '../GameApp';
import { won } from '../money';
import { StakePicker } from './StakePicker';

const LOOK: Record<FishKind, { colour: string; size: number; y: number; speed: number }> = {
  CLOWN: { colour: '#fb923c', size: 0.5, y: 60, speed: 9 },
  PUFFER: { colour: '#facc15', size: 0.6, y: 150, speed: 12 },
  TURTLE: { colour: '#4ade80', size: 0.75, y: 240, speed: 15 },
  RAY: { colour: '#38bdf8', size: 0.85, y: 95, speed: 13 },
  SHARK: { colour: '#94a3b8', size: 1.05, y: 200, speed: 11 },
  WHALE: { colour: '#6366f1', size: 1.3, y: 300, speed: 19 },
  DRAGON: { colour: '#e11d48', size: 1.2, y: 30, speed: 8 },
};

/** A fish shape facing left, scaled; a click fires one shot at it. */
function Fish({
  kind,
  onShoot,
  disabled,
  hit,
}: {
  kind: FishKind;
  onShoot(): void;
  disabled: boolean;
  hit: boolean | null;
}) {
  const look = LOOK[kind];
  return (
    <g
      style={{ animation: `demo-swim ${look.speed}s linear infinite`, cursor: disabled ? 'default' : 'crosshair' }}
      onClick={disabled ? undefined : onShoot}
      data-testid={`demo-fish-${kind.toLowerCase()}`}
      role="button"
    >
      <g transform={`translate(0 ${look.y}) scale(${look.size})`}>
        <ellipse
          cx="60"
          cy="30"
          rx="55"
          ry="26"
          fill={look.colour}
          stroke="#fff"
          strokeWidth="2"
          opacity={hit === true ? 0.35 : 1}
        />
        <polygon points="110,30 140,6 140,54" fill={look.colour} />
        <circle cx="28" cy="24" r="6" fill="#0f172a" />
        <text x="64" y="38" textAnchor="middle" fontSize="22" fontWeight="900" fill="#0f172a">
          ×{FISH.find((f) => f.kind === kind)!.multiplier}
        </text>
      </g>
    </g>
  );
}

export function FishingGame({ lang, name, play, settle }: GameProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number>(FISHING_STAKES[0]);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ kind: FishKind; caught: boolean; payout: number } | null>(null);

  const shoot = async (kind: FishKind) => {
    setBusy(true);
    const answer = await play([{ code: fishBetCode(kind), amount: stake }]);
    if (answer && answer.outcome.game === 'demo-fishing') {
      setLast({ kind, caught: answer.outcome.shot.caught, payout: answer.payout });
      settle(answer);
    }
    setBusy(false);
  };

  return (
    <Stack sx={{ flexGrow: 1, p: { xs: 1, sm: 2 }, gap: 1.5, background: 'linear-gradient(#0ea5e9, #0c2a5a)' }}>
      <Box
        sx={{
          width: '100%',
          maxWidth: 1000,
          mx: 'auto',
          '@keyframes demo-swim': {
            from: { transform: 'translateX(1000px)' },
            to: { transform: 'translateX(-200px)' },
          },
        }}
      >
        <svg
          viewBox="0 0 1000 380"
          width="100%"
          role="img"
          aria-label={name}
          data-testid="demo-sea"
          style={{ borderRadius: 12, background: 'rgba(0,0,0,0.15)' }}
        >
          {FISH.map((f) => (
            <Fish
              key={f.kind}
              kind={f.kind}
              disabled={busy}
              onShoot={() => void shoot(f.kind)}
              hit={last?.kind === f.kind ? last.caught : null}
            />
          ))}
          <g transform="translate(500 372)">
            <rect x="-30" y="-20" width="60" height="28" rx="8" fill="#fde047" />
            <rect x="-6" y="-48" width="12" height="30" fill="#fde047" />
          </g>
        </svg>
      </Box>
      <Typography variant="h6" sx={{ textAlign: 'center', fontWeight: 900, minHeight: 32 }} data-testid="demo-result">
        {last
          ? last.caught
            ? t('vendorDemo.fishing.caught', {
                fish: t(`vendorDemo.fishing.fish.${last.kind}`),
                amount: won(last.payout, lang),
              })
            : t('vendorDemo.fishing.missed', { fish: t(`vendorDemo.fishing.fish.${last.kind}`) })
          : t('vendorDemo.fishing.tap')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <StakePicker stakes={FISHING_STAKES} value={stake} onChange={setStake} lang={lang} disabled={busy} />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('vendorDemo.fishing.rules')}
      </Typography>
    </Stack>
  );
}
