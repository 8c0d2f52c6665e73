import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** The 'nothing here' state of a list or a page section. */
export function EmptyState({ text, dense = false }: { text?: string; dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: dense ? 2 : 6, color: 'text.secondary' }}>
      <InboxOutlined sx={{ fontSize: dense ? 28 : 44, opacity: 0.6 }} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {text ?? t('front.common.empty')}
      </Typography>
    </Box>
  );
}
