import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Typography } from '@mui/material';
import Casino from '@mui/icons-material/Casino';
import Apps from '@mui/icons-material/Apps';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import type { GameGroup } from '../../../shared/constants';
import { GameSelectDialog } from '../../shell/common/GameSelectDialog';

const cards: { group: GameGroup; icon: ReactNode; from: string }[] = [
  { group: 'casino', icon: <Casino />, from: '#7a1d2a' },
  { group: 'slot', icon: <Apps />, from: '#4a2a7a' },
  { group: 'minigame', icon: <SportsEsports />, from: '#124a6e' },
  { group: 'sports', icon: <SportsSoccer />, from: '#1d5a33' },
];

/** The four game groups of §9, each opening its game-selection modal. */
export function CategoryCards() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<GameGroup | null>(null);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: { xs: 1, md: 2 } }}>
        {cards.map((c) => (
          <ButtonBase
            key={c.group}
            onClick={() => setGroup(c.group)}
            sx={{ justifyContent: 'space-between', px: { xs: 1.5, md: 2.5 }, height: { xs: 64, md: 96 }, borderRadius: 3, border: 1, borderColor: 'divider', background: `linear-gradient(135deg, ${c.from} 0%, #151923 85%)`, '&:hover': { borderColor: 'primary.main' }, '& svg': { fontSize: { xs: 28, md: 32, lg: 44 }, opacity: 0.9 } }}
          >
            <Typography sx={{ fontWeight: 900, fontSize: { xs: 15, md: 20 } }}>{t(`front.nav.${c.group}`)}</Typography>
            {c.icon}
          </ButtonBase>
        ))}
      </Box>
      <GameSelectDialog group={group} onClose={() => setGroup(null)} />
    </>
  );
}
