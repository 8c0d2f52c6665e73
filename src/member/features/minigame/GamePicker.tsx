import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { MINIGAMES, type GameKind } from '../../../shared/minigame/games';
import { gameLabel } from './labels';

/** The variants of one kind of game (pwball, eos5, coin3 … on the powerball page). */
export function GamePicker({ kind, value, onChange }: { kind: GameKind; value: string; onChange(key: string): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('front.minigame.game')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      {MINIGAMES.filter((g) => g.kind === kind).map((g) => (
        <MenuItem key={g.key} value={g.key}>
          {gameLabel(t, g.key, g.kind)}
        </MenuItem>
      ))}
    </TextField>
  );
}
