import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack } from '@mui/material';
import { MAX_POPUPS } from '../../../shared/constants';
import { useDevice } from '../../device/useDevice';
import { resolveLink } from '../../routes/resolveLink';
import { useSiteData, type Banner } from '../../site';
import { hidePopupToday, isPopupHidden } from './popupHidden';

/** §3/§9 main popups: up to three, each closable or hidden for the rest of the day. */
export function PopupLayer() {
  const { t } = useTranslation();
  const { popups } = useSiteData();
  const navigate = useNavigate();
  const { device } = useDevice();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const shown = popups
    .slice(0, MAX_POPUPS)
    .filter((p) => !closed.has(String(p.bannerIdx)) && !isPopupHidden(p.bannerIdx));
  if (!shown.length) return null;
  const close = (idx: string | number, forToday: boolean) => {
    if (forToday) hidePopupToday(idx);
    setClosed((s) => new Set(s).add(String(idx)));
  };
  const follow = (popup: Banner) => {
    const target = resolveLink(popup.link, device);
    if (target) {
      close(popup.bannerIdx, false);
      navigate(target);
    } else if (/^https?:/.test(popup.link)) window.open(popup.link, '_blank', 'noopener');
  };
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: 1200, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, flexWrap: 'wrap', p: 2, pointerEvents: 'none', overflowY: 'auto' }}>
      {shown.map((p) => (
        <Paper key={String(p.bannerIdx)} elevation={12} role="dialog" aria-label={p.title || t('front.main.popup')} sx={{ width: { xs: '100%', sm: 360 }, pointerEvents: 'auto', overflow: 'hidden' }}>
          <Box component="img" src={p.image} alt={p.title} onClick={() => follow(p)} sx={{ display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'contain', bgcolor: '#000', cursor: p.link ? 'pointer' : 'default' }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1, py: 0.5, bgcolor: '#0a0c10' }}>
            <Button size="small" color="inherit" onClick={() => close(p.bannerIdx, true)}>
              {t('front.main.hideToday')}
            </Button>
            <Button size="small" onClick={() => close(p.bannerIdx, false)}>
              {t('front.common.close')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
