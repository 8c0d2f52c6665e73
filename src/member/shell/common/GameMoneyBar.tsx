import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, CircularProgress } from '@mui/material';
import SportsEsports from '@mui/icons-material/SportsEsports';
import type { HeldGameMoney } from '../../../shared/api/games';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { useSession, useSessionStore } from '../../session';
// the files themselves, not the launch folder's index: the header must not carry the launch code
import { heldGameMoney, recoverGameMoney } from '../../features/games/launch/gameMoney';
import { gameMoneyChanges } from '../../features/games/launch/gameMoneyChanges';
import { SLOT_FRAME_PATH } from '../../features/games/launch/frameVendor';

/**
 * Money a transfer-wallet vendor still holds (docs/domains/vendors.md#money-left-at-a-vendor), in a
 * strip under the header until it is back, with 게임머니 회수. On sign-in, and when the site opens
 * with a live session, it is brought back at once; a game's end makes the strip ask again. The
 * framed game's own page shows none: the money is in play there.
 */
export function GameMoneyBar() {
  const { t } = useTranslation();
  const api = useApi();
  const store = useSessionStore();
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const playing = pathname === SLOT_FRAME_PATH;
  const [held, setHeld] = useState<HeldGameMoney | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const recover = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setHeld(await recoverGameMoney(api, store));
    } catch {
      setFailed(true);
      setHeld(await heldGameMoney(api).catch(() => null));
    } finally {
      setBusy(false);
    }
  };

  // sign-in: money left at a vendor comes back (not from under a game being played in this tab)
  useEffect(() => {
    // where the member is at sign-in, read once (the effect runs per sign-in, not per page)
    if (!loggedIn || window.location.pathname === SLOT_FRAME_PATH) return;
    let live = true;
    recoverGameMoney(api, store).then(
      (left) => live && setHeld(left),
      () =>
        heldGameMoney(api)
          .then((left) => {
            if (!live) return;
            setHeld(left);
            setFailed(true);
          })
          .catch(() => undefined),
    );
    return () => {
      live = false;
    };
  }, [loggedIn, api, store]);

  useEffect(
    () =>
      gameMoneyChanges.subscribe(() => {
        if (store.getState().token)
          heldGameMoney(api)
            .then(setHeld)
            .catch(() => undefined);
      }),
    [api, store],
  );

  if (!loggedIn || playing || !held || held.total <= 0) return null;
  return (
    <Alert
      severity={failed ? 'warning' : 'info'}
      icon={<SportsEsports />}
      data-testid="game-money"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => void recover()}
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(busy ? 'front.gameWallet.recovering' : 'front.gameWallet.recover')}
        </Button>
      }
    >
      {t(failed ? 'front.gameWallet.failed' : 'front.gameWallet.held', {
        amount: formatMoney(held.total),
        vendors: held.vendors.map((v) => v.name).join(', '),
      })}
    </Alert>
  );
}
