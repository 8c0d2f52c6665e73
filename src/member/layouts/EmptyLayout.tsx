import { Box } from '@mui/material';
import { PageOutlet } from './PageOutlet';

/** §2 empty and mobile-empty layouts: the page alone (maintenance, login popup, slot game frame). */
export function EmptyLayout({ mobile }: { mobile: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-layout={mobile ? 'mobile-empty' : 'empty'}>
      <PageOutlet />
    </Box>
  );
}
