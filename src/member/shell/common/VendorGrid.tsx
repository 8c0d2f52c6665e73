import { Box } from '@mui/material';
import { useSiteData, vendorStatus, type Product } from '../../site';
import { padToMultiple } from './padToMultiple';
import { VendorTile } from './VendorTile';

/**
 * §2/§9: the vendors of a game page or a game modal as tiles, padded with empty cells to a multiple
 * of 4. A vendor `linkOf` gives a page is a link there; `onChoose` hears every choice.
 */
export function VendorGrid({
  vendors,
  onChoose,
  linkOf,
}: {
  vendors: Product[];
  onChoose: (vendor: Product) => void;
  linkOf?: (vendor: Product) => string | null;
}) {
  const { siteChecks } = useSiteData();
  return (
    <Box
      data-testid="vendor-grid"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 1, sm: 1.5 } }}
    >
      {padToMultiple(vendors).map((vendor, i) =>
        vendor ? (
          <VendorTile
            key={`${vendor.groupCode}-${vendor.procId}`}
            product={vendor}
            status={vendorStatus(vendor, siteChecks)}
            to={linkOf?.(vendor) ?? undefined}
            onClick={() => onChoose(vendor)}
          />
        ) : (
          <Box
            key={`empty-${i}`}
            data-testid="vendor-empty"
            aria-hidden
            sx={{
              aspectRatio: { xs: '1 / 1', sm: '16 / 9' },
              borderRadius: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              opacity: 0.4,
            }}
          />
        ),
      )}
    </Box>
  );
}
