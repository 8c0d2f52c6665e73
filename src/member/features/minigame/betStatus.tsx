import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { BetStatus } from '../../../shared/api/bets';

const COLORS: Record<BetStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  BET: 'info',
  WIN: 'success',
  LOSE: 'error',
  TIE: 'warning',
  CANCEL: 'default',
  CASHOUT: 'success',
  PENDING: 'info',
  REFUSED: 'default',
};

/** §4 bet state as a coloured label (BET waits, WIN, LOSE, TIE, CANCEL). */
export function BetStatusChip({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`front.minigame.status.${status}`)} />;
}
