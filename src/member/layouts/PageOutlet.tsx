import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../shell/common/PageLoading';
import { RouteErrorBoundary } from '../shell/common/RouteErrorBoundary';

/** Where every layout puts its page: loading while the route chunk arrives, a reload offer if it fails. */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
