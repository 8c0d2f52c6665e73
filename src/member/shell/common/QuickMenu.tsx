import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Typography } from '@mui/material';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Cyclone from '@mui/icons-material/Cyclone';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import { useDevice } from '../../device/useDevice';
import { desktopPaths, mobilePaths } from './navPaths';

const items: { key: 'attendance' | 'rotary' | 'coupon' | 'event'; icon: ReactNode; tint: string }[] = [
  { key: 'attendance', icon: <EventAvailable />, tint: '#e6b84f' },
  { key: 'rotary', icon: <Cyclone />, tint: '#d23c4b' },
  { key: 'coupon', icon: <ConfirmationNumber />, tint: '#9b5de5' },
  { key: 'event', icon: <CardGiftcard />, tint: '#2ec4b6' },
];

/** The quick menu Korean sites keep on the main page: daily check-in, roulette, coupons and events. */
export function QuickMenu() {
  const { t } = useTranslation();
  const { device } = useDevice();
  const paths = device === 'mobile' ? mobilePaths : desktopPaths;
  return (
    <Box
      component="nav"
      aria-label={t('front.quickMenu.title')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 0.75, md: 1.5 } }}
    >
      {items.map((item) => (
        <ButtonBase
          key={item.key}
          component={RouterLink}
          to={paths[item.key]}
          sx={{
            flexDirection: { xs: 'column', md: 'row' },
            gap: { xs: 0.5, md: 1.5 },
            py: { xs: 1.25, md: 1.75 },
            px: 1,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'rgba(255,255,255,0.03)',
            '&:hover': { borderColor: item.tint },
          }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: { xs: 36, md: 42 },
              height: { xs: 36, md: 42 },
              borderRadius: '50%',
              bgcolor: `${item.tint}33`,
              color: item.tint,
            }}
          >
            {item.icon}
          </Box>
          <Typography sx={{ fontWeight: 800, fontSize: { xs: 12, md: 15 }, textAlign: 'center', lineHeight: 1.2 }}>
            {t(`front.quickMenu.${item.key}`)}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
