import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import type { GameCodeEntry, ProductEntry } from '../../../shared/api/common';
import { API } from '../../../shared/endpoints/member';
import { EXCLUDED_GAME_CODES } from '../../../shared/constants';
import { useApi } from '../../apiContext';
import { ListState, apiErrorCode } from '../../ui';
import { useGameNotice } from './useGameNotice';

/** §3: the Korean game name when the locale is ko, else the English one. */
const gameName = (game: GameCodeEntry, language: string) => (language === 'ko' ? game.name_KOR : game.name_ENG) || game.name_ENG || game.name_KOR;

/** §2 slot: after a vendor is chosen, its games in a dialog. */
export function GameListDialog({ vendor, onClose }: { vendor: ProductEntry | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const notice = useGameNotice();
  const [loaded, setLoaded] = useState<{ procId: number; games: GameCodeEntry[]; errorCode: string | null } | null>(null);

  useEffect(() => {
    if (!vendor) return;
    let live = true;
    api
      .call(API.common.gameCodes, { procId: vendor.procId, groupCode: vendor.groupCode })
      .then((answer) => {
        // §9: the excluded game code list ('13') never shows.
        const games = answer.gameList.filter((game) => !(EXCLUDED_GAME_CODES as readonly string[]).includes(game.code));
        if (live) setLoaded({ procId: vendor.procId, games, errorCode: null });
      })
      .catch((error: unknown) => live && setLoaded({ procId: vendor.procId, games: [], errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, vendor]);

  const current = vendor && loaded?.procId === vendor.procId ? loaded : null;
  return (
    <Dialog open={vendor !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flexGrow: 1 }}>{vendor?.name}</span>
        <IconButton aria-label={t('front.common.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <ListState loading={current === null} errorCode={current?.errorCode ?? null} empty={current?.games.length === 0}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1.5 }}>
            {current?.games.map((game) => (
              <ButtonBase key={game.code} onClick={notice} sx={{ flexDirection: 'column', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
                {game.thumbnail ? (
                  <Box component="img" src={game.thumbnail} alt="" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }} />
                ) : (
                  <Box sx={{ width: '100%', aspectRatio: '1', bgcolor: 'action.selected' }} />
                )}
                <Typography variant="caption" sx={{ p: 0.5, textAlign: 'center' }}>
                  {gameName(game, i18n.language)}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        </ListState>
      </DialogContent>
    </Dialog>
  );
}
