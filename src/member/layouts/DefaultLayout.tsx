import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { Footer } from '../shell/desktop/Footer';
import { Header } from '../shell/desktop/Header';
import { LeftNav } from '../shell/desktop/LeftNav';
import { NewMessageBanner } from '../shell/common/NewMessageBanner';
import { PageLoading } from '../shell/common/PageLoading';
import { RouteErrorBoundary } from '../shell/common/RouteErrorBoundary';
import { desktopPaths } from '../shell/common/navPaths';

/** §2 desktop default layout: left navigation, header with notice strip, page, footer. */
export function DefaultLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-layout="default">
      <LeftNav />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header />
        <NewMessageBanner messageBoxPath={desktopPaths.message} />
        <Box component="main" sx={{ flex: 1 }}>
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
