import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Chip } from '@mui/material';
import type { Product, VendorStatus } from '../../site';
import { productName } from './gameTarget';

const GROUP_TINTS: Record<string, string> = {
  casino: '#7a1d2a',
  slot: '#4a2a7a',
  minigame: '#124a6e',
  sports: '#1d5a33',
  virtual: '#5a4a12',
  esport: '#123f5a',
  fishing: '#0f5a55',
};

/**
 * One vendor as a clickable tile: its image when it has one, else its name on the group's colour.
 * A vendor that does not play now says why (in preparation, under maintenance) on the tile itself.
 * With `to` the tile is a link (it can be opened in a new tab, and a crawl follows it).
 */
export function VendorTile({
  product,
  status = 'ready',
  to,
  onClick,
}: {
  product: Product;
  status?: VendorStatus;
  to?: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const tint = GROUP_TINTS[product.groupCode] ?? '#2a3040';
  const waiting = status !== 'ready';
  return (
    <ButtonBase
      {...(to ? { component: RouterLink, to } : {})}
      onClick={onClick}
      data-testid={`vendor-${product.lobbySymbol}`}
      data-status={status}
      sx={{
        position: 'relative',
        flexDirection: 'column',
        justifyContent: 'center',
        aspectRatio: { xs: '1 / 1', sm: '16 / 9' },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        background: `linear-gradient(150deg, ${tint} 0%, #12151d 90%)`,
        p: 1,
        minWidth: 0,
        '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
        transition: 'transform .15s',
      }}
    >
      {product.image && (
        <Box
          component="img"
          src={product.image}
          alt=""
          sx={{ maxWidth: '80%', maxHeight: '55%', objectFit: 'contain', opacity: waiting ? 0.45 : 1 }}
        />
      )}
      <Box
        sx={{
          mt: 0.5,
          fontWeight: 800,
          fontSize: { xs: 11, sm: 13 },
          textAlign: 'center',
          lineHeight: 1.2,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxWidth: '100%',
          opacity: waiting ? 0.6 : 1,
        }}
      >
        {productName(product)}
      </Box>
      <Box sx={{ fontSize: 10, color: 'text.secondary', mt: 0.25, display: { xs: 'none', sm: 'block' } }}>
        {t(`front.nav.${product.groupCode}`, { defaultValue: '' })}
      </Box>
      {waiting && (
        <Chip
          size="small"
          label={t(`front.play.status.${status}`)}
          color={status === 'maintenance' ? 'warning' : 'default'}
          sx={{ position: 'absolute', top: 6, right: 6, height: 20, fontSize: 10, maxWidth: 'calc(100% - 12px)' }}
        />
      )}
    </ButtonBase>
  );
}
