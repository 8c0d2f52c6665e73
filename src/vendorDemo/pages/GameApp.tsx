import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  CssBaseline,
  Snackbar,
  Stack,
  ThemeProvider,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { demoGame, type DemoGameId, type DemoGameKind } from '../rules/games';
import type { DemoBet } from '../rules/stakes';
import type { Language } from '../../shared/locales';
import { gameApi, GameCallError, type GameSession, type RoundAnswer } from './api';
import { BaccaratGame } from './games/BaccaratGame';
import { EsportsGame } from './games/EsportsGame';
import { FishingGame } from './games/FishingGame';
import { RaceGame } from './games/RaceGame';
import { SlotGame } from './games/SlotGame';
import { won, percent } from './money';
import { gameTheme } from './theme';

/** What every game receives: the session, a round call that keeps the balance, the language. */
export interface GameProps {
  session: GameSession;
  lang: Language;
  /** The game's name in the page's language (its catalogue entry). */
  name: string;
  play(bets: DemoBet[]): Promise<RoundAnswer | null>;
  /** Shows the balance after the round's show has ended (a win appears when the reels stop). */
  settle(answer: RoundAnswer): void;
}

/** Each kind's page; a game of that kind shows it under its own name and colours. */
const GAMES: Record<DemoGameKind, (props: GameProps) => React.JSX.Element> = {
  'demo-slot-5x3': SlotGame,
  'demo-baccarat': BaccaratGame,
  'demo-virtual-race': RaceGame,
  'demo-esports-match': EsportsGame,
  'demo-fishing': FishingGame,
};

/** Words for a provider or wallet refusal. */
const errorKey = (code: string): string => {
  if (code === 'PAM_ERR_CASH_OVERDRAFT' || code === 'INSUFFICIENT_FUNDS') return 'vendorDemo.error.funds';
  if (code.startsWith('PAM_ERR_SESSION') || code === 'SESSION_NOT_FOUND' || code === 'GAME_MISMATCH')
    return 'vendorDemo.error.session';
  if (code === 'PAM_ERR_BET_NOT_ALLOWED') return 'vendorDemo.error.notAllowed';
  if (code === 'BAD_BETS') return 'vendorDemo.error.bets';
  if (code === 'WALLET_UNAVAILABLE' || code === 'NETWORK') return 'vendorDemo.error.network';
  return 'vendorDemo.error.cancelled';
};

export function GameApp({ gameId, token, lang }: { gameId: DemoGameId | null; token: string; lang: Language }) {
  const { t } = useTranslation();
  const api = useMemo(() => (gameId ? gameApi(token, gameId) : null), [gameId, token]);
  const [session, setSession] = useState<GameSession | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [fatal, setFatal] = useState<string | null>(gameId ? null : 'UNKNOWN_GAME');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!api) return;
    api
      .session()
      .then((s) => {
        setSession(s);
        setBalance(s.balance);
      })
      .catch((e: unknown) => setFatal(e instanceof GameCallError ? e.code : 'NETWORK'));
  }, [api]);

  const play = useCallback(
    async (bets: DemoBet[]): Promise<RoundAnswer | null> => {
      if (!api) return null;
      try {
        const answer = await api.round(bets);
        setBalance((b) => (b === null ? b : b - answer.stake));
        return answer;
      } catch (e) {
        setNotice(errorKey(e instanceof GameCallError ? e.code : 'NETWORK'));
        if (e instanceof GameCallError && errorKey(e.code) === 'vendorDemo.error.session') setFatal(e.code);
        return null;
      }
    },
    [api],
  );
  const settle = useCallback(
    (answer: RoundAnswer) => {
      if (answer.balance !== null) setBalance(answer.balance);
      else
        api
          ?.session()
          .then((s) => setBalance(s.balance))
          .catch(() => undefined);
    },
    [api],
  );

  const game = gameId ? demoGame(gameId) : null;
  const Game = game ? GAMES[game.kind] : null;
  const name = game ? game.names[lang] : t('vendorDemo.error.unknownGame');
  return (
    <ThemeProvider theme={gameTheme}>
      <CssBaseline />
      <Box
        sx={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          // the game's own colours, the ones its thumbnail is drawn in
          ...(game && {
            background: `radial-gradient(ellipse at 50% 0%, ${game.theme.from} 0%, ${game.theme.to} 65%, #07080c 100%)`,
          }),
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            px: 2,
            py: 1,
            borderBottom: '1px solid rgba(242,201,76,0.25)',
            flexWrap: 'wrap',
            rowGap: 0.5,
          }}
        >
          <Typography
            variant="h6"
            sx={{ fontWeight: 900, color: game?.theme.accent ?? 'primary.main', flexGrow: 1 }}
            data-testid="demo-game-name"
          >
            {name}
          </Typography>
          {session && (
            <Chip
              size="small"
              variant="outlined"
              label={t('vendorDemo.rtp', { value: percent(session.rtp, lang) })}
              data-testid="demo-rtp"
            />
          )}
          {session?.wallet === 'transfer' && (
            <Chip size="small" color="secondary" label={t('vendorDemo.transferWallet')} />
          )}
          <Chip
            color="primary"
            label={
              <span>
                {t('vendorDemo.balance')}:{' '}
                <span data-testid="demo-balance">{balance === null ? '-' : won(balance, lang)}</span>
              </span>
            }
          />
        </Stack>
        <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
          {fatal ? (
            <Alert severity="error" sx={{ m: 2 }} data-testid="demo-error">
              {t(fatal === 'UNKNOWN_GAME' ? 'vendorDemo.error.unknownGame' : errorKey(fatal))}
            </Alert>
          ) : !session || !Game ? (
            <Box sx={{ m: 'auto' }}>
              <CircularProgress />
            </Box>
          ) : (
            <Game session={session} lang={lang} name={name} play={play} settle={settle} />
          )}
        </Box>
        <Snackbar
          open={notice !== null}
          autoHideDuration={3500}
          onClose={() => setNotice(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert severity="warning" onClose={() => setNotice(null)} data-testid="demo-notice">
            {notice ? t(notice) : ''}
          </Alert>
        </Snackbar>
      </Box>
    </ThemeProvider>
  );
}
