import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The points area's dialog, in the points chunk. */
const PointExchangeDialog = lazy(() =>
  import('../../features/points').then((area) => ({ default: area.PointExchangeDialog })),
);

/**
 * §2 point-conversion modal: it is open only on the route where it was opened, so any route
 * change closes it.
 */
export function usePointDialog() {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const element = (
    <Suspense fallback={null}>
      <PointExchangeDialog open={openAt === pathname} onClose={() => setOpenAt(null)} />
    </Suspense>
  );
  return { open: () => setOpenAt(pathname), element };
}
