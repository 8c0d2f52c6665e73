import { useTranslation } from 'react-i18next';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { PointExchangeForm } from './PointExchangeForm';

export interface PointExchangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** §2 point exchange popup, opened from the header and the mobile right panel. */
export function PointExchangeDialog({ open, onClose }: PointExchangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flexGrow: 1 }}>{t('front.point.exchange')}</span>
        <IconButton aria-label={t('front.common.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <PointExchangeForm onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
