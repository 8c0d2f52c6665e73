import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { MAX_MAIN_BANNERS } from '../../../shared/constants';
import { useDevice } from '../../device/useDevice';
import { resolveLink } from '../../routes/resolveLink';
import { useSiteData } from '../../site';

/** §3 main banners (up to five), rotating, each a link to its page; without banners a house hero keeps the page whole. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useSiteData().banners.slice(0, MAX_MAIN_BANNERS);
  const { device } = useDevice();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), 5000);
    return () => clearInterval(timer);
  }, [banners.length]);
  const frame = {
    position: 'relative',
    // the phone shows the whole picture (the banners are drawn 10:3), the desktop a fixed band
    height: { xs: 'auto', md: 300 },
    aspectRatio: { xs: '10 / 3', md: 'auto' },
    borderRadius: 3,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
  } as const;
  if (!banners.length) {
    return (
      <Box
        sx={{
          ...frame,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2.5, md: 6 },
          background:
            'radial-gradient(circle at 80% 30%, rgba(230,184,79,0.35) 0%, transparent 45%), radial-gradient(circle at 15% 90%, rgba(210,60,75,0.35) 0%, transparent 45%), linear-gradient(120deg,#1b1f2b 0%,#0d0f14 100%)',
        }}
      >
        <Box>
          <Typography sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: 3, fontSize: { xs: 12, md: 15 } }}>
            {t('front.common.productName')}
          </Typography>
          <Typography sx={{ fontWeight: 900, fontSize: { xs: 22, md: 40 }, lineHeight: 1.2, mt: 1 }}>
            {t('front.main.heroTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: { xs: 13, md: 16 } }}>
            {t('front.main.heroText')}
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={frame} aria-roledescription="carousel">
      {banners.map((b, i) => {
        const target = resolveLink(b.link, device);
        const external = !target && /^https?:/.test(b.link);
        // a banner with a page behind it is a link to that page (or another site's, in a new tab)
        const link = target
          ? { component: RouterLink, to: target }
          : external
            ? { component: 'a', href: b.link, target: '_blank', rel: 'noopener' }
            : { component: 'div' };
        return (
          <Box
            key={String(b.bannerIdx)}
            {...link}
            aria-hidden={i !== index}
            tabIndex={i === index ? undefined : -1}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'block',
              opacity: i === index ? 1 : 0,
              pointerEvents: i === index ? 'auto' : 'none',
              transition: 'opacity .6s',
            }}
          >
            <Box
              component="img"
              src={b.image}
              alt={b.title}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
        );
      })}
      <Box
        sx={{ position: 'absolute', bottom: 10, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 1 }}
      >
        {banners.map((b, i) => (
          <Box
            key={String(b.bannerIdx)}
            component="button"
            aria-label={`${i + 1}`}
            onClick={() => setIndex(i)}
            sx={{
              width: i === index ? 22 : 8,
              height: 8,
              border: 0,
              borderRadius: 4,
              bgcolor: i === index ? 'primary.main' : 'rgba(255,255,255,0.4)',
              cursor: 'pointer',
              transition: 'width .3s',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
