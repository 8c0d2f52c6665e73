import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Box, Link, Stack } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { useSession } from '../../session';
import { ListState, useSubmit } from '../../ui';
import { BetBoard } from './BetBoard';
import { BetSlip } from './BetSlip';
import { GamePicker } from './GamePicker';
import { MinigameBetHistory } from './MinigameBetHistory';
import { MyRoundBets } from './MyRoundBets';
import { PatternBoard } from './PatternBoard';
import { RecentResults } from './RecentResults';
import { RoundHeader } from './RoundHeader';
import { Section } from './Section';
import { gameKeyOf } from './gameKeyOf';
import { PATTERN_MARKETS } from './labels';
import type { Selection } from './odds';
import { useGameState } from './useGameState';

/**
 * §2 minigame page (/member/minigame/powerball …, /winner/mini/play/{gameCode}): countdown,
 * current round and seed hash, bet board and slip, my bets in this round, last results and the
 * pattern board. One column on a phone, board and slip side by side on a desktop.
 */
export function MinigamePlayPage() {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const [query, setQuery] = useSearchParams();
  const gameKey = gameKeyOf(useParams(), query);
  const { state, errorCode, clockOffsetMs, reload } = useGameState(gameKey);
  const roundKey = state?.round?.roundKey ?? null;
  // The slip belongs to one round of one game: a new round starts with an empty slip.
  const slipOf = `${gameKey}/${roundKey}`;
  const [slip, setSlip] = useState<{ of: string; picks: Selection[]; placed: boolean }>({
    of: '',
    picks: [],
    placed: false,
  });
  const selections = slip.of === slipOf ? slip.picks : [];
  const placed = slip.of === slipOf && slip.placed;
  const setSelections = (update: (list: Selection[]) => Selection[]) =>
    setSlip({ of: slipOf, picks: update(selections), placed: false });

  const submit = useSubmit(async (idempotencyKey: string, amount: number) => {
    const res = await api.call(
      API.bet.place,
      {
        gameType: gameKey,
        roundKey: roundKey ?? '',
        bets: selections.map((s) => ({ market: s.market, pick: s.pick, amount })),
      },
      { idempotencyKey },
    );
    session.setBalances(res.cashAmt, session.point);
  });

  // §3 house rule: one pick per market, so a second pick in a market replaces the first.
  const pick = (s: Selection) =>
    setSelections((list) => {
      const same = list.find((x) => x.market === s.market);
      const rest = list.filter((x) => x.market !== s.market);
      return same?.pick === s.pick ? rest : [...rest, s];
    });

  const place = async (amount: number) => {
    if (await submit.run(amount)) {
      setSlip({ of: slipOf, picks: [], placed: true });
      reload();
    }
  };

  if (!state) {
    return (
      <Box sx={{ p: 2 }}>
        <ListState loading={!errorCode} errorCode={errorCode} empty={false} onRetry={reload} />
      </Box>
    );
  }
  const open = state.bettingOpen;
  const markets = PATTERN_MARKETS[state.kind];
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <GamePicker kind={state.kind} value={gameKey} onChange={(key) => setQuery({ game: key })} />
        <Link component={RouterLink} to={`/member/result/mini?game=${gameKey}`}>
          {t('front.minigame.verifyLink')}
        </Link>
      </Stack>
      <RoundHeader state={state} clockOffsetMs={clockOffsetMs} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <BetBoard kind={state.kind} odds={state.odds} selected={selections} disabled={!open} onPick={pick} />
        <Stack spacing={2}>
          <BetSlip
            selections={selections}
            cash={session.cash}
            disabled={!open}
            sending={submit.sending}
            failure={submit.failure}
            placed={placed}
            onRemove={(s) => setSelections((list) => list.filter((x) => x.market !== s.market))}
            onClear={() => setSelections(() => [])}
            onSubmit={(amount) => void place(amount)}
          />
          <MyRoundBets bets={state.myBets} />
        </Stack>
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <RecentResults rounds={state.recent} markets={markets} />
        <PatternBoard rounds={state.recent} markets={markets} />
        <Section title={t('front.minigame.history')} testId="bet-history">
          {/* Asked again on every new round, so the last round's outcome shows as soon as it is settled. */}
          <MinigameBetHistory key={roundKey ?? ''} />
        </Section>
      </Stack>
    </Box>
  );
}
