import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  LINE_PAYS,
  LINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  SLOT_BETS,
  type SlotOutcome,
  type SlotSpin,
} from '../../rules/slot';
import type { GameProps } from '../GameApp';
import { won } from '../money';
import { SlotSymbol } from './SlotSymbol';
import { useSleep } from './useSleep';

const CELL = 100;
const LINE_COLOURS = ['#f2c94c', '#38bdf8', '#f472b6', '#4ade80', '#fb923c'];

/** What the reels show while spinning: each reel runs down its own strip. */
const spinningGrid = (tick: number, stopped: number, target: string[][]): string[][] =>
  REEL_STRIPS.map((strip, reel) =>
    reel < stopped ? target[reel]! : [0, 1, 2].map((row) => strip[(tick * (reel + 2) + row) % strip.length]!),
  );

export function SlotGame({ session, lang, name, play, settle }: GameProps) {
  const { t } = useTranslation();
  const sleep = useSleep();
  const [bet, setBet] = useState<number>(SLOT_BETS[2]);
  const [grid, setGrid] = useState<string[][]>(REEL_STRIPS.map((strip) => [0, 1, 2].map((row) => strip[row]!)));
  const [spin, setSpin] = useState<SlotSpin | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const [stopped, setStopped] = useState(5);
  const [free, setFree] = useState<{ at: number; of: number } | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [paytable, setPaytable] = useState(false);

  useEffect(() => {
    if (stopped >= 5) return;
    const id = setInterval(() => setTick((n) => n + 1), 60);
    return () => clearInterval(id);
  }, [stopped]);

  const showSpin = async (s: SlotSpin) => {
    setSpin(null);
    setStopped(0);
    setGrid(s.grid);
    for (let reel = 1; reel <= 5; reel++) {
      await sleep(reel === 1 ? 450 : 160);
      setStopped(reel);
    }
    setSpin(s);
  };

  const onSpin = async () => {
    setBusy(true);
    setWin(null);
    setFree(null);
    setSpin(null);
    setStopped(0);
    const answer = await play([{ code: 'SPIN', amount: bet }]);
    if (!answer || answer.outcome.game !== 'demo-slot-5x3') {
      setStopped(5);
      setBusy(false);
      return;
    }
    const outcome: SlotOutcome = answer.outcome.slot;
    await showSpin(outcome.base);
    await sleep(outcome.base.win > 0 ? 1100 : 300);
    for (let i = 0; i < outcome.freeSpins.length; i++) {
      setFree({ at: i + 1, of: outcome.freeSpins.length });
      await showSpin(outcome.freeSpins[i]!);
      await sleep(outcome.freeSpins[i]!.win > 0 ? 1000 : 450);
    }
    setWin(outcome.totalWin);
    settle(answer);
    setBusy(false);
  };

  const shown = stopped >= 5 ? grid : spinningGrid(tick, stopped, grid);
  return (
    <Stack
      sx={{
        flexGrow: 1,
        p: { xs: 1, sm: 2 },
        gap: 1.5,
        alignItems: 'center',
        background: 'radial-gradient(circle at 50% 0%, #3b0f4f 0%, #0a0d14 70%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 760, position: 'relative' }}>
        <svg viewBox={`0 0 ${CELL * 5} ${CELL * 3}`} width="100%" role="img" aria-label={name} data-testid="demo-reels">
          <rect width={CELL * 5} height={CELL * 3} rx="14" fill="#1c0d26" stroke="#f2c94c" strokeWidth="4" />
          {shown.map((column, reel) =>
            column.map((symbol, row) => (
              <g key={`${reel}-${row}`} opacity={reel >= stopped && stopped < 5 ? 0.55 : 1}>
                <SlotSymbol symbol={symbol} x={reel * CELL} y={row * CELL} />
              </g>
            )),
          )}
          {[1, 2, 3, 4].map((i) => (
            <line key={i} x1={i * CELL} y1="6" x2={i * CELL} y2={CELL * 3 - 6} stroke="#4a2360" strokeWidth="3" />
          ))}
          {spin?.lineWins.map((w, i) => (
            <polyline
              key={w.line}
              points={LINES[w.line]!.map((row, reel) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`).join(' ')}
              fill="none"
              stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
              strokeWidth="6"
              strokeLinejoin="round"
              opacity="0.85"
            />
          ))}
        </svg>
        {free && (
          <Typography
            sx={{
              position: 'absolute',
              top: 8,
              left: 0,
              right: 0,
              textAlign: 'center',
              fontWeight: 900,
              color: '#f0abfc',
              textShadow: '0 2px 6px #000',
            }}
            data-testid="demo-free-spins"
          >
            {t('vendorDemo.slot.freeSpin', { at: free.at, of: free.of, x: FREE_SPIN_MULTIPLIER })}
          </Typography>
        )}
      </Box>
      <Typography
        variant="h5"
        sx={{ fontWeight: 900, minHeight: 36, color: win ? 'primary.main' : 'text.secondary' }}
        data-testid="demo-win"
      >
        {win === null
          ? spin && spin.win > 0
            ? t('vendorDemo.win', { amount: won(spin.win, lang) })
            : ''
          : win > 0
            ? t('vendorDemo.win', { amount: won(win, lang) })
            : t('vendorDemo.noWin')}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}
      >
        <TextField
          select
          size="small"
          label={t('vendorDemo.bet')}
          value={bet}
          onChange={(e) => setBet(Number(e.target.value))}
          disabled={busy}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'demo-slot-bet' } }}
        >
          {SLOT_BETS.map((b) => (
            <MenuItem key={b} value={b}>
              {won(b, lang)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="large"
          onClick={() => void onSpin()}
          disabled={busy}
          data-testid="demo-spin"
          sx={{ minWidth: 160, fontSize: 20, borderRadius: 8 }}
        >
          {t('vendorDemo.slot.spin')}
        </Button>
        <Button variant="outlined" onClick={() => setPaytable(true)} data-testid="demo-paytable">
          {t('vendorDemo.slot.paytable')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('vendorDemo.slot.rules', { lines: LINES.length, spins: FREE_SPINS, x: FREE_SPIN_MULTIPLIER })}
      </Typography>
      <Dialog open={paytable} onClose={() => setPaytable(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('vendorDemo.slot.paytable')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('vendorDemo.slot.exactRtp', { value: (session.rtp * 100).toFixed(4) })}
          </Typography>
          {Object.entries(LINE_PAYS).map(([symbol, pays]) => (
            <Stack key={symbol} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <svg viewBox="0 0 100 100" width="44" height="44">
                <SlotSymbol symbol={symbol} x={0} y={0} />
              </svg>
              <Typography variant="body2">
                {pays.map((p, i) => `${i + 3}× ${won((p * bet) / LINES.length, lang)}`).join(' · ')}
              </Typography>
            </Stack>
          ))}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <svg viewBox="0 0 100 100" width="44" height="44">
              <SlotSymbol symbol="S" x={0} y={0} />
            </svg>
            <Typography variant="body2">
              {[3, 4, 5].map((n) => `${n}× ${won(SCATTER_PAYS[n]! * bet, lang)}`).join(' · ')} —{' '}
              {t('vendorDemo.slot.scatterRule', { spins: FREE_SPINS, x: FREE_SPIN_MULTIPLIER })}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('vendorDemo.slot.wildRule')}
          </Typography>
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
