import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';

/** One metal per level, lowest first: bronze, silver, gold, then gems; a level past ten takes the last. */
const MEDALS: readonly { face: string; rim: string; ribbon: string }[] = [
  { face: '#d59a6a', rim: '#8c5a32', ribbon: '#5c6b7a' },
  { face: '#d9dde3', rim: '#8d96a3', ribbon: '#3f7cc0' },
  { face: '#f4cd55', rim: '#b38719', ribbon: '#2e9b5f' },
  { face: '#f7b267', rim: '#c46d16', ribbon: '#7b4bc4' },
  { face: '#7fd1ae', rim: '#23865d', ribbon: '#c4453f' },
  { face: '#79b8f2', rim: '#22609e', ribbon: '#e0a21b' },
  { face: '#c39bf0', rim: '#6e3fb0', ribbon: '#1f9aa8' },
  { face: '#f28cb4', rim: '#b13a6c', ribbon: '#3b4cc0' },
  { face: '#ff7b6b', rim: '#b0281a', ribbon: '#111827' },
  { face: '#fff1a8', rim: '#d4a017', ribbon: '#b0281a' },
];

/** §1 the member level: a medal of the level's metal with the level on its face. */
export function LevelIcon({ level }: { level: number }) {
  const { t } = useTranslation();
  const medal = MEDALS[Math.min(Math.max(level, 1), MEDALS.length) - 1]!;
  const label = t('front.header.level', { level });
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox="0 0 28 32"
      data-level={level}
      sx={{ width: 24, height: 28, flexShrink: 0, display: 'block' }}
    >
      <title>{label}</title>
      <path d="M7 0h5l3 9-5 3zM21 0h-5l-3 9 5 3z" fill={medal.ribbon} />
      <circle cx="14" cy="19" r="11" fill={medal.rim} />
      <circle cx="14" cy="19" r="8.6" fill={medal.face} />
      <path d="M8 15a8 8 0 0 1 9-4" stroke="#fff" strokeOpacity=".55" strokeWidth="1.6" fill="none" />
      <text x="14" y="23" textAnchor="middle" fontSize={level >= 10 ? 9 : 11} fontWeight={900} fill="#1f1300">
        {level}
      </text>
    </Box>
  );
}
