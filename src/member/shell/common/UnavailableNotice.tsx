import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';

/**
 * A page whose feature the house does not offer yet (attendance rewards, the roulette, a vendor
 * in preparation): says so plainly, with no invented data, and leaves room for what the page can offer.
 */
export function UnavailableNotice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 3, md: 5 }, color: 'text.secondary' }}>
      <HourglassEmptyOutlined sx={{ fontSize: 44, opacity: 0.6 }} />
      <Typography variant="body1" sx={{ mt: 1 }}>
        {text}
      </Typography>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Box>
  );
}
