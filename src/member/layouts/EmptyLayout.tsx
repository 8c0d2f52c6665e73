import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { PageLoading } from '../shell/common/PageLoading';
import { RouteErrorBoundary } from '../shell/common/RouteErrorBoundary';

/** §2 empty and mobile-empty layouts: the page alone (maintenance, login popup, slot game frame). */
export function EmptyLayout({ mobile }: { mobile: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-layout={mobile ? 'mobile-empty' : 'empty'}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </Box>
  );
}
