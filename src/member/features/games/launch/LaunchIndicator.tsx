import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Backdrop, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { closeGame, focusGame, launchState } from './gameLaunch';

/**
 * §4 loading indicator: over the page while the launch call runs, and while the game window is
 * open (the page waits for it), with a way back to the window and a way to end the game.
 */
export function LaunchIndicator() {
  const { t } = useTranslation();
  const { phase, title } = useSyncExternalStore(launchState.subscribe, launchState.current);
  return (
    <Backdrop open={phase !== 'idle'} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Paper
        role="status"
        data-testid="game-launch"
        data-phase={phase}
        sx={{ p: 3, minWidth: 280, maxWidth: '90vw', textAlign: 'center' }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={36} />
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(phase === 'open' ? 'front.play.playing' : 'front.play.loading')}
          </Typography>
          {phase === 'open' && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={focusGame}>
                {t('front.play.showWindow')}
              </Button>
              <Button variant="outlined" onClick={closeGame}>
                {t('front.play.endGame')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Backdrop>
  );
}
