import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';

export interface PointExchangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** §2 point exchange popup (opened from the header's conversion button and the point pages). */
export function PointExchangeDialog({ open, onClose }: PointExchangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('front.point.exchange')}</DialogTitle>
      <DialogContent />
    </Dialog>
  );
}
