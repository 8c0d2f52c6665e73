import { useTranslation } from 'react-i18next';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { SlipDetail } from './SlipDetail';

/** One slip in full over the bet list. */
export function BetDetailDialog({ betIdx, onClose }: { betIdx: number | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={betIdx !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flexGrow: 1 }}>{t('front.slip.title')}</span>
        <IconButton aria-label={t('front.common.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{betIdx !== null && <SlipDetail betIdx={betIdx} />}</DialogContent>
    </Dialog>
  );
}
