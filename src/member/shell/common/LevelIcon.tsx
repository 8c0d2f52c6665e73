import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';

const LEVEL_COLOURS = ['#8d99ae', '#5fa8d3', '#4caf50', '#e6b84f', '#f08a24', '#d23c4b', '#9b5de5', '#00bbf9', '#f15bb5', '#ffd166'];

/** §1 the member level badge (one colour per level). */
export function LevelIcon({ level }: { level: number }) {
  const { t } = useTranslation();
  const colour = LEVEL_COLOURS[(Math.max(level, 1) - 1) % LEVEL_COLOURS.length];
  return (
    <Box
      component="span"
      title={t('front.header.level', { level })}
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 30, height: 22, px: 0.75, borderRadius: 11, fontSize: 11, fontWeight: 900, color: '#111', bgcolor: colour }}
    >
      Lv.{level}
    </Box>
  );
}
