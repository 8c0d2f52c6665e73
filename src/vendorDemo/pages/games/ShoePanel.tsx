import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHOE_SIZE } from '../../rules/baccarat';
import type { TableView } from '../api';

const ROAD_ROWS = 6;
const ROAD_COLOURS = { P: '#2563eb', B: '#dc2626', T: '#16a34a' } as const;

/** The shoe as the table shows it: cards left, where the cut card sits, and the bead road. */
export function ShoePanel({ table }: { table: TableView }) {
  const { t } = useTranslation();
  const left = table.cardsLeft ?? SHOE_SIZE;
  const toCut = table.cardsToCut ?? SHOE_SIZE;
  const road = table.road ?? [];
  const columns = Math.max(12, Math.ceil(road.length / ROAD_ROWS));
  const fill = (left / SHOE_SIZE) * 120;
  const cutY = 140 - ((left - toCut) / SHOE_SIZE) * 120;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', p: 1, borderRadius: 2, bgcolor: 'rgba(0,0,0,0.3)' }}
      data-testid="demo-shoe"
    >
      <svg viewBox="0 0 90 150" width="64" height="106" role="img" aria-label={t('vendorDemo.baccarat.shoe')}>
        <path d="M10 20 L80 10 L80 145 L10 145 Z" fill="#3f2a14" stroke="#f2c94c" strokeWidth="3" />
        <rect x="18" y={140 - fill} width="54" height={fill} fill="#f8fafc" stroke="#cbd5e1" />
        {toCut > 0 && <rect x="14" y={cutY - 2} width="62" height="4" fill="#ef4444" data-testid="demo-cut-card" />}
      </svg>
      {table.shoeNo === undefined ? (
        // No hand dealt at this table yet: the shoe is shuffled (and its cards burned) for the first one.
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 800 }}>
            {t('vendorDemo.baccarat.shoe')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('vendorDemo.baccarat.freshShoe')}
          </Typography>
        </Box>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 800 }}>
            {t('vendorDemo.baccarat.shoeNo', { n: table.shoeNo })}
          </Typography>
          <Typography variant="body2" data-testid="demo-cards-left">
            {t('vendorDemo.baccarat.cardsLeft', { n: left })}
          </Typography>
          <Typography variant="body2" color={toCut === 0 ? 'secondary' : 'text.secondary'}>
            {toCut === 0 ? t('vendorDemo.baccarat.newShoe') : t('vendorDemo.baccarat.toCut', { n: toCut })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('vendorDemo.baccarat.burned', { n: table.burned ?? 0 })}
          </Typography>
        </Box>
      )}
      <Box sx={{ overflowX: 'auto', maxWidth: { xs: 150, sm: 320 } }}>
        <svg
          width={columns * 14}
          height={ROAD_ROWS * 14}
          role="img"
          aria-label={t('vendorDemo.baccarat.road')}
          data-testid="demo-road"
        >
          {road.map((r, i) => (
            <circle
              key={i}
              cx={Math.floor(i / ROAD_ROWS) * 14 + 7}
              cy={(i % ROAD_ROWS) * 14 + 7}
              r="6"
              fill={ROAD_COLOURS[r]}
            />
          ))}
        </svg>
      </Box>
    </Stack>
  );
}
