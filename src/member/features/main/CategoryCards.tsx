import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Typography } from '@mui/material';
import { GameSelectDialog } from '../../shell/common/GameSelectDialog';
import { GROUP_LOOKS, MENU_GAME_GROUPS, type MenuGameGroup } from '../../shell/common/gameGroups';

/** The game groups of §9 (virtual games and e-sports with the four main ones), each opening its game-selection modal. */
export function CategoryCards() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<MenuGameGroup | null>(null);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(4, 1fr)', md: `repeat(${MENU_GAME_GROUPS.length}, 1fr)` },
          gap: { xs: 0.75, md: 1.5 },
        }}
      >
        {MENU_GAME_GROUPS.map((g) => (
          <ButtonBase
            key={g}
            aria-haspopup="dialog"
            onClick={() => setGroup(g)}
            sx={{
              // side by side only where seven cards leave room for the longest name ("E-스포츠") and its icon
              flexDirection: { xs: 'column', xl: 'row' },
              justifyContent: { xs: 'center', xl: 'space-between' },
              gap: 0.5,
              px: { xs: 0.5, xl: 2 },
              height: { xs: 64, md: 88 },
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              background: `linear-gradient(135deg, ${GROUP_LOOKS[g].tint}66 0%, #151923 85%)`,
              '&:hover': { borderColor: 'primary.main' },
              '& svg': { fontSize: { xs: 24, md: 30, xl: 36 }, opacity: 0.9, order: { xs: -1, xl: 0 } },
            }}
          >
            <Typography
              sx={{ fontWeight: 900, fontSize: { xs: 12, md: 16 }, lineHeight: 1.2, textAlign: 'center', minWidth: 0 }}
            >
              {t(`front.nav.${g}`)}
            </Typography>
            {GROUP_LOOKS[g].icon}
          </ButtonBase>
        ))}
      </Box>
      <GameSelectDialog group={group} onClose={() => setGroup(null)} />
    </>
  );
}
