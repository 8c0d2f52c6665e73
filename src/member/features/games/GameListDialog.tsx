import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { gameName, type GameEntry } from '../../../shared/api/games';
import { API } from '../../../shared/endpoints/member';
import { EXCLUDED_GAME_CODES } from '../../../shared/constants';
import { useApi } from '../../apiContext';
import { UnavailableNotice } from '../../shell/common/UnavailableNotice';
import type { Product, VendorStatus } from '../../site';
import { ListState, apiErrorCode } from '../../ui';
import { useGameLaunch } from './launch';

/** Above this many games the dialog offers a name search. */
const SEARCH_FROM = 8;

interface Loaded {
  vendorKey: string;
  games: GameEntry[];
  errorCode: string | null;
}

/**
 * §2 game modal: a vendor's games (thumbnails, names in the member's language) from
 * /api/game/gamelist; a click launches the game (§4). A vendor that does not play now says why
 * instead of listing; one without a game list opens its lobby.
 */
export function GameListDialog({
  vendor,
  status,
  onClose,
}: {
  vendor: Product | null;
  status: VendorStatus;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const launch = useGameLaunch();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [searchFor, setSearchFor] = useState({ key: '', text: '' });
  const key = vendor ? `${vendor.groupCode}:${vendor.procId}` : '';
  const listed = vendor !== null && status === 'ready';

  useEffect(() => {
    if (!vendor || !listed) return;
    let live = true;
    api
      .call(API.game.list, { vendorKey: vendor.procId, gameType: vendor.groupCode })
      .then((answer) => {
        // §9: the excluded game code list ('13') never shows.
        const games = answer.gameList.filter((game) => !(EXCLUDED_GAME_CODES as readonly string[]).includes(game.code));
        if (live) setLoaded({ vendorKey: key, games, errorCode: null });
      })
      .catch((error: unknown) => live && setLoaded({ vendorKey: key, games: [], errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, vendor, listed, key]);

  const current = loaded?.vendorKey === key ? loaded : null;
  // A search belongs to the vendor it was typed for.
  const search = searchFor.key === key ? searchFor.text : '';
  const needle = search.trim().toLowerCase();
  const games = (current?.games ?? []).filter(
    (game) =>
      !needle ||
      gameName(game, i18n.language).concat(` ${game.name_KOR} ${game.name_ENG}`).toLowerCase().includes(needle),
  );

  const body = () => {
    if (!vendor) return null;
    if (status !== 'ready')
      return <UnavailableNotice text={t(`front.play.statusText.${status}`, { vendor: vendor.name })} />;
    if (current && !current.errorCode && current.games.length === 0) {
      return (
        <UnavailableNotice text={t('front.play.lobbyOnly')}>
          <Button variant="contained" onClick={() => launch(vendor)}>
            {t('front.play.play')}
          </Button>
        </UnavailableNotice>
      );
    }
    return (
      <>
        {(current?.games.length ?? 0) > SEARCH_FROM && (
          <TextField
            size="small"
            fullWidth
            value={search}
            onChange={(event) => setSearchFor({ key, text: event.target.value })}
            placeholder={t('front.play.search')}
            sx={{ mb: 1.5 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        <ListState loading={current === null} errorCode={current?.errorCode ?? null} empty={games.length === 0}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1.5 }}>
            {games.map((game) => {
              const name = gameName(game, i18n.language);
              return (
                <ButtonBase
                  key={game.code}
                  data-testid={`game-${game.code}`}
                  onClick={() => launch(vendor, game.code, name)}
                  sx={{
                    flexDirection: 'column',
                    justifyContent: 'flex-start',
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                  }}
                >
                  {game.thumbnail ? (
                    <Box
                      component="img"
                      src={game.thumbnail}
                      alt=""
                      loading="lazy"
                      sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                    />
                  ) : (
                    <Box sx={{ width: '100%', aspectRatio: '1', bgcolor: 'action.selected' }} />
                  )}
                  <Typography variant="caption" sx={{ p: 0.5, textAlign: 'center' }}>
                    {name}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </ListState>
      </>
    );
  };

  return (
    <Dialog open={vendor !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flexGrow: 1 }}>{vendor?.name}</span>
        <IconButton aria-label={t('front.common.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent>{body()}</DialogContent>
    </Dialog>
  );
}
