import { useTranslation } from 'react-i18next';
import { Box, ButtonBase } from '@mui/material';
import Lock from '@mui/icons-material/Lock';
import { formatOdds } from '../../format';
import { useOddsFlash } from './useOddsFlash';

const MOVE_COLOR = { up: '#3ecf6e', down: '#ff5a5f' } as const;

interface OddsButtonProps {
  label: string;
  odds: number;
  selected: boolean;
  locked: boolean;
  onClick(): void;
  testId?: string;
}

/**
 * One price on the board: the pick and its odds, a green ▲ or red ▼ for a few seconds after the
 * odds moved, a lock while the market is suspended. Tall enough to hit with a thumb on a phone.
 */
export function OddsButton({ label, odds, selected, locked, onClick, testId }: OddsButtonProps) {
  const { t } = useTranslation();
  const move = useOddsFlash(odds);
  // A locked price shows no move: the lock is what the member needs to see.
  const tint = move && !locked ? MOVE_COLOR[move] : undefined;
  return (
    <ButtonBase
      onClick={onClick}
      disabled={locked}
      aria-pressed={selected}
      aria-label={locked ? `${label} ${t('front.sports.locked')}` : `${label} ${formatOdds(odds)}`}
      data-testid={testId}
      data-move={move ?? undefined}
      sx={{
        minHeight: 48,
        minWidth: 0,
        px: 1,
        gap: 0.75,
        justifyContent: 'space-between',
        borderRadius: 1.5,
        border: 1,
        borderColor: selected ? 'primary.main' : (tint ?? 'divider'),
        bgcolor: selected ? 'primary.main' : tint ? `${tint}22` : 'rgba(255,255,255,0.03)',
        color: selected ? 'primary.contrastText' : 'text.primary',
        transition: 'background-color .3s, border-color .3s',
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-disabled': { opacity: 0.55 },
      }}
    >
      <Box
        component="span"
        sx={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}
      >
        {label}
      </Box>
      {locked ? (
        <Lock sx={{ fontSize: 16, color: 'text.secondary' }} />
      ) : (
        <Box
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: 14,
            color: selected ? 'inherit' : (tint ?? 'primary.main'),
            whiteSpace: 'nowrap',
          }}
        >
          {move === 'up' ? '▲' : move === 'down' ? '▼' : ''}
          {formatOdds(odds)}
        </Box>
      )}
    </ButtonBase>
  );
}
