import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack } from '@mui/material';
import { MAX_POPUPS } from '../../../shared/constants';
import { useDevice } from '../../device/useDevice';
import { resolveLink } from '../../routes/resolveLink';
import { SHELL } from '../../theme';
import { useSiteData, type Banner } from '../../site';
import { hidePopupToday, isPopupHidden } from './popupHidden';

/**
 * §3/§9 main popups: up to three, each closable or hidden for the rest of the day. Each image is
 * shown whole in its frame (never cropped). On a phone one popup shows at a time, held to the
 * lower part of the screen, so two popups never hide the main banner; closing one shows the next.
 * It sits above the phone's tab bar, which stays in sight and in reach.
 */
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
  const phone = device === 'mobile';
  const visible = phone ? shown.slice(0, 1) : shown;
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
    <Box
      data-testid="popup-layer"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1200,
        display: 'flex',
        alignItems: phone ? 'flex-end' : 'center',
        justifyContent: 'center',
        gap: 2,
        flexWrap: 'wrap',
        p: phone ? 1 : 2,
        ...(phone && { pb: `${SHELL.mobileFooterHeight + 8}px` }),
        pointerEvents: 'none',
        overflowY: 'auto',
      }}
    >
      {visible.map((p) => (
        <Paper
          key={String(p.bannerIdx)}
          elevation={12}
          role="dialog"
          aria-label={p.title || t('front.main.popup')}
          sx={{ width: 'fit-content', maxWidth: '100%', pointerEvents: 'auto', overflow: 'hidden' }}
        >
          {/* the whole image at its own size and proportions, scaled down to at most 360px wide (on a phone under half the screen's height); the frame wraps it */}
          <Box
            component="img"
            src={p.image}
            alt={p.title}
            onClick={() => follow(p)}
            sx={{
              display: 'block',
              width: 'auto',
              height: 'auto',
              maxWidth: 'min(360px, calc(100vw - 16px))',
              maxHeight: phone ? `calc(45vh - ${SHELL.mobileFooterHeight}px)` : '70vh',
              cursor: p.link ? 'pointer' : 'default',
            }}
          />
          {phone && shown.length > 1 && (
            <Box
              sx={{ textAlign: 'center', fontSize: 12, color: 'text.secondary', bgcolor: '#0a0c10', pt: 0.5 }}
              data-testid="popup-count"
            >
              1 / {shown.length}
            </Box>
          )}
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
