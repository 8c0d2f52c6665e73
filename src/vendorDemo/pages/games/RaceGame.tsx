import { useEffect, useRef, useState } from 'react';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHIPS } from '../../rules/stakes';
import { RACE_ODDS_X100, raceBetCode, type RaceOutcome } from '../../rules/virtualRace';
import type { GameProps } from '../GameApp';
import { won } from '../money';
import { StakePicker } from './StakePicker';

const COLOURS = ['#e11d48', '#2563eb', '#f5f5f5', '#111827', '#f59e0b', '#16a34a'];
const TEXT = ['#fff', '#fff', '#111', '#fff', '#111', '#fff'];
const TRACK = 1000;
const SHOW_MS = 6000;

export function RaceGame({ lang, name, play, settle }: GameProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState<number>(CHIPS[0]);
  const [picks, setPicks] = useState<number[]>([0]);
  const [race, setRace] = useState<RaceOutcome | null>(null);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [win, setWin] = useState<number | null>(null);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onStart = async () => {
    setBusy(true);
    setWin(null);
    setRace(null);
    setProgress(0);
    const answer = await play(picks.map((r) => ({ code: raceBetCode(r), amount: stake })));
    if (!answer || answer.outcome.game !== 'demo-virtual-race') {
      setBusy(false);
      return;
    }
    setRace(answer.outcome.race);
    const started = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - started) / SHOW_MS);
      setProgress(p);
      if (p < 1) frame.current = requestAnimationFrame(step);
      else {
        setWin(answer.payout);
        settle(answer);
        setBusy(false);
      }
    };
    frame.current = requestAnimationFrame(step);
  };

  const finished = race !== null && progress >= 1;
  // Each runner covers the track in its finishing time, the winner's time scaled to the show.
  const position = (runner: number): number => {
    if (!race) return 0;
    const fastest = Math.min(...race.timesX100);
    const elapsed = progress * fastest * 1.08;
    const eased = Math.min(1, elapsed / race.timesX100[runner]!);
    return eased * (TRACK - 90);
  };

  return (
    <Stack sx={{ flexGrow: 1, p: { xs: 1, sm: 2 }, gap: 1.5, background: 'linear-gradient(#0f2a17, #08140b)' }}>
      <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto' }}>
        <svg viewBox={`0 0 ${TRACK} 330`} width="100%" role="img" aria-label={name} data-testid="demo-track">
          <rect width={TRACK} height="330" rx="12" fill="#b5793f" />
          {COLOURS.map((_, i) => (
            <line
              key={i}
              x1="0"
              y1={i * 55}
              x2={TRACK}
              y2={i * 55}
              stroke="#fff"
              strokeOpacity="0.35"
              strokeWidth="2"
            />
          ))}
          <line x1={TRACK - 40} y1="0" x2={TRACK - 40} y2="330" stroke="#fff" strokeWidth="6" strokeDasharray="10 10" />
          {COLOURS.map((c, i) => (
            <g key={i} transform={`translate(${20 + position(i)} ${i * 55 + 27})`}>
              <ellipse cx="24" cy="4" rx="26" ry="11" fill="#57412b" />
              <circle cx="50" cy="-4" r="9" fill="#57412b" />
              <rect x="8" y="-12" width="26" height="20" rx="4" fill={c} />
              <text x="21" y="4" fontSize="15" fontWeight="900" textAnchor="middle" fill={TEXT[i]}>
                {i + 1}
              </text>
            </g>
          ))}
          {/* once the race is run, each lane shows its runner's place past the finish line */}
          {finished &&
            race.order.map((runner, place) => (
              <text
                key={runner}
                x={TRACK - 18}
                y={runner * 55 + 33}
                fontSize="20"
                fontWeight="900"
                textAnchor="middle"
                fill={place === 0 ? '#ffd54f' : '#fff'}
              >
                {place + 1}
              </text>
            ))}
        </svg>
      </Box>
      <Typography variant="h5" sx={{ textAlign: 'center', fontWeight: 900, minHeight: 36 }} data-testid="demo-result">
        {finished
          ? `${t('vendorDemo.race.winner', { n: race.order[0]! + 1 })} · ${win ? t('vendorDemo.win', { amount: won(win, lang) }) : t('vendorDemo.noWin')}`
          : ''}
      </Typography>
      {finished && (
        <Stack
          direction="row"
          data-testid="demo-race-order"
          sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 800 }}>
            {t('front.look.raceOrder')}
          </Typography>
          {race.order.map((runner, place) => (
            <Stack key={runner} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2">{t('front.look.racePlace', { place: place + 1 })}</Typography>
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: 1,
                  bgcolor: COLOURS[runner],
                  color: TEXT[runner],
                  fontWeight: 900,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {runner + 1}
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' }, gap: 1 }}>
        {COLOURS.map((c, i) => {
          const picked = picks.includes(i);
          return (
            <ButtonBase
              key={i}
              disabled={busy}
              data-testid={`demo-runner-${i + 1}`}
              onClick={() => setPicks((p) => (picked ? p.filter((x) => x !== i) : [...p, i]))}
              sx={{
                flexDirection: 'column',
                p: 1,
                borderRadius: 2,
                bgcolor: picked ? 'rgba(242,201,76,0.25)' : 'rgba(255,255,255,0.06)',
                border: `2px solid ${picked ? '#f2c94c' : 'transparent'}`,
              }}
            >
              <Box
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: 1,
                  bgcolor: c,
                  color: TEXT[i],
                  fontWeight: 900,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {i + 1}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 800 }}>
                {(RACE_ODDS_X100[i]! / 100).toFixed(2)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <StakePicker stakes={CHIPS} value={stake} onChange={setStake} lang={lang} disabled={busy} />
        <Button
          variant="contained"
          size="large"
          disabled={busy || picks.length === 0}
          onClick={() => void onStart()}
          data-testid="demo-race-start"
        >
          {t('vendorDemo.race.start')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('vendorDemo.race.rules')}
      </Typography>
    </Stack>
  );
}
