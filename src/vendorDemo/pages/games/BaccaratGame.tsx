import { useState } from 'react';
import { Box, Button, ButtonBase, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BACCARAT_PAYS, BaccaratBet, pointOf, type BaccaratHand } from '../../rules/baccarat';
import { CHIPS } from '../../rules/stakes';
import type { TableView } from '../api';
import type { GameProps } from '../GameApp';
import { percent, won } from '../money';
import { PlayingCard } from './PlayingCard';
import { ShoePanel } from './ShoePanel';
import { useSleep } from './useSleep';

const SPOTS: { bet: BaccaratBet; testId: string; colour: string }[] = [
  { bet: BaccaratBet.PlayerPair, testId: 'demo-bet-player-pair', colour: '#1e3a8a' },
  { bet: BaccaratBet.Player, testId: 'demo-bet-player', colour: '#1d4ed8' },
  { bet: BaccaratBet.Tie, testId: 'demo-bet-tie', colour: '#15803d' },
  { bet: BaccaratBet.Banker, testId: 'demo-bet-banker', colour: '#b91c1c' },
  { bet: BaccaratBet.BankerPair, testId: 'demo-bet-banker-pair', colour: '#7f1d1d' },
];

const ratio = (bet: BaccaratBet): string => {
  const p = BACCARAT_PAYS[bet];
  return `${p.num / p.den}:1`;
};

export function BaccaratGame({ session, lang, play, settle }: GameProps) {
  const { t } = useTranslation();
  const sleep = useSleep();
  const [chip, setChip] = useState<number>(CHIPS[0]);
  const [stakes, setStakes] = useState<Partial<Record<BaccaratBet, number>>>({});
  const [hand, setHand] = useState<BaccaratHand | null>(null);
  const [shown, setShown] = useState(0);
  const [table, setTable] = useState<TableView>(session.table);
  const [result, setResult] = useState<{ payout: number; stake: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const bets = Object.entries(stakes)
    .filter(([, a]) => (a ?? 0) > 0)
    .map(([code, amount]) => ({ code, amount: amount! }));

  const onDeal = async () => {
    setBusy(true);
    setResult(null);
    setHand(null);
    setShown(0);
    const answer = await play(bets);
    if (answer && answer.outcome.game === 'demo-baccarat') {
      const h = answer.outcome.hand;
      setHand(h);
      // Dealing order: player, banker, player, banker, then the third cards.
      for (let n = 1; n <= h.player.length + h.banker.length; n++) {
        setShown(n);
        await sleep(n <= 4 ? 380 : 650);
      }
      setTable(answer.table);
      setResult({ payout: answer.payout, stake: answer.stake });
      settle(answer);
    }
    setBusy(false);
  };

  const dealtOf = (side: 'player' | 'banker'): number[] => {
    if (!hand) return [];
    const order: number[] = [];
    const cards = { player: [...hand.player], banker: [...hand.banker] };
    const sequence = [
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
      ['player', 2],
      ['banker', 2],
    ] as const;
    let n = 0;
    for (const [s, i] of sequence) {
      if (cards[s][i] === undefined) continue;
      n++;
      if (s === side && n <= shown) order.push(cards[s][i]!);
    }
    return order;
  };

  const sideBox = (side: 'player' | 'banker') => {
    const cards = dealtOf(side);
    const total = cards.reduce((n, c) => n + pointOf(c), 0) % 10;
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 900, color: side === 'player' ? '#60a5fa' : '#f87171' }}>
          {t(`vendorDemo.baccarat.${side}`)} {cards.length > 0 ? total : ''}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ minHeight: 90, alignItems: 'center' }}
          data-testid={`demo-${side}-cards`}
        >
          {cards.map((c, i) => (
            <PlayingCard key={i} card={c} width={i === 2 ? 52 : 56} turned={i === 2} />
          ))}
        </Stack>
      </Stack>
    );
  };

  const done = hand && shown >= hand.player.length + hand.banker.length;
  return (
    <Stack
      sx={{
        flexGrow: 1,
        p: { xs: 1, sm: 2 },
        gap: 1.5,
        background: 'radial-gradient(ellipse at 50% 10%, #1f7a4d 0%, #0b3a24 60%, #06170f 100%)',
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ flex: 1, width: '100%' }}>
          {sideBox('player')}
          {sideBox('banker')}
        </Stack>
        <ShoePanel table={table} />
      </Stack>
      <Typography variant="h5" sx={{ textAlign: 'center', fontWeight: 900, minHeight: 36 }} data-testid="demo-result">
        {done && hand ? t(`vendorDemo.baccarat.result${hand.result}`) : ''}
        {done && result
          ? ` · ${result.payout > 0 ? t('vendorDemo.win', { amount: won(result.payout, lang) }) : t('vendorDemo.noWin')}`
          : ''}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1 }}>
        {SPOTS.map((s) => (
          <ButtonBase
            key={s.bet}
            data-testid={s.testId}
            disabled={busy}
            onClick={() => setStakes((st) => ({ ...st, [s.bet]: Math.min(1_000_000, (st[s.bet] ?? 0) + chip) }))}
            sx={{
              bgcolor: s.colour,
              borderRadius: 2,
              p: 1,
              flexDirection: 'column',
              border: '2px solid rgba(242,201,76,0.5)',
              gridColumn: { xs: s.bet === 'TIE' ? 'span 2' : 'auto', sm: 'auto' },
            }}
          >
            <Typography sx={{ fontWeight: 900 }}>{t(`vendorDemo.baccarat.bet.${s.bet}`)}</Typography>
            <Typography variant="caption">
              {ratio(s.bet)} · {t('vendorDemo.returnShort', { value: percent(session.baccarat[s.bet], lang) })}
            </Typography>
            <Typography
              sx={{ fontWeight: 800, color: 'primary.main', minHeight: 24 }}
              data-testid={`${s.testId}-stake`}
            >
              {stakes[s.bet] ? won(stakes[s.bet]!, lang) : ''}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup exclusive size="small" value={chip} onChange={(_e, v: number | null) => v && setChip(v)}>
          {CHIPS.map((c) => (
            <ToggleButton key={c} value={c} data-testid={`demo-chip-${c}`} sx={{ fontWeight: 800 }}>
              {won(c, lang)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          disabled={busy || bets.length === 0}
          onClick={() => setStakes({})}
          data-testid="demo-clear"
        >
          {t('vendorDemo.clear')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={busy || bets.length === 0}
          onClick={() => void onDeal()}
          data-testid="demo-deal"
          sx={{ minWidth: 140 }}
        >
          {t('vendorDemo.baccarat.deal')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('vendorDemo.baccarat.rules')}
      </Typography>
    </Stack>
  );
}
