import { useTranslation } from 'react-i18next';
import { Box, ButtonBase } from '@mui/material';
import type { Product } from '../../site';
import { productName } from './gameTarget';

const GROUP_TINTS: Record<string, string> = { casino: '#7a1d2a', slot: '#4a2a7a', minigame: '#124a6e', sports: '#1d5a33' };

/** One vendor as a clickable tile: its image when it has one, else its name on the group's colour. */
export function VendorTile({ product, onClick }: { product: Product; onClick: () => void }) {
  const { t } = useTranslation();
  const tint = GROUP_TINTS[product.groupCode] ?? '#2a3040';
  return (
    <ButtonBase
      onClick={onClick}
      sx={{ flexDirection: 'column', justifyContent: 'center', aspectRatio: { xs: '1 / 1', sm: '16 / 9' }, borderRadius: 2, border: 1, borderColor: 'divider', background: `linear-gradient(150deg, ${tint} 0%, #12151d 90%)`, p: 1, minWidth: 0, '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' }, transition: 'transform .15s' }}
    >
      {product.image && <Box component="img" src={product.image} alt="" sx={{ maxWidth: '80%', maxHeight: '55%', objectFit: 'contain' }} />}
      <Box sx={{ mt: 0.5, fontWeight: 800, fontSize: { xs: 11, sm: 13 }, textAlign: 'center', lineHeight: 1.2, overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>{productName(product)}</Box>
      <Box sx={{ fontSize: 10, color: 'text.secondary', mt: 0.25, display: { xs: 'none', sm: 'block' } }}>{t(`front.nav.${product.groupCode}`, { defaultValue: '' })}</Box>
    </ButtonBase>
  );
}
