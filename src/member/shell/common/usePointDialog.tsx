import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyExport, useAreaHas } from '../../routes/areaPages';

/** Props the points area's PointExchangeDialog takes. */
export interface PointExchangeDialogProps {
  open: boolean;
  onClose: () => void;
}

const PointExchangeDialog = lazyExport<PointExchangeDialogProps>('points', 'PointExchangeDialog', () => null);

/**
 * §2 point-conversion modal: the dialog comes from features/points (no opener until it exists);
 * it is open only on the route where it was opened, so any route change closes it.
 */
export function usePointDialog() {
  const available = useAreaHas('points', 'PointExchangeDialog');
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const element = available ? (
    <Suspense fallback={null}>
      <PointExchangeDialog open={openAt === pathname} onClose={() => setOpenAt(null)} />
    </Suspense>
  ) : null;
  return { available, open: () => setOpenAt(pathname), element };
}
