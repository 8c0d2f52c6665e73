import { Box } from '@mui/material';
import { EmptyState } from '../../shell/common/EmptyState';
import { useOpenVendor } from '../../shell/common/useOpenVendor';
import { VendorTile } from '../../shell/common/VendorTile';
import type { Product } from '../../site';

/** New or popular games as tiles that open the vendor. */
export function GameStrip({ games }: { games: Product[] }) {
  const openVendor = useOpenVendor();
  if (!games.length) return <EmptyState dense />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
      {games.slice(0, 8).map((g) => (
        <VendorTile key={`${g.groupCode}-${g.procId}`} product={g} onClick={() => openVendor(g)} />
      ))}
    </Box>
  );
}
