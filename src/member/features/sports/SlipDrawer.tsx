import { useTranslation } from 'react-i18next';
import { Badge, Box, ButtonBase, Drawer, IconButton, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { formatMoney, formatOdds } from '../../format';
import { SHELL } from '../../theme';
import type { ReactNode } from 'react';

interface SlipDrawerProps {
  open: boolean;
  onOpen(): void;
  onClose(): void;
  count: number;
  totalOdds: number;
  potentialWin: number;
  /** Picks that cannot go together: the bar says so instead of a win. */
  conflict: boolean;
  children: ReactNode;
}

/**
 * The phone's slip: a bar above the footer with the picks, total odds and potential win, which
 * opens the whole slip as a bottom drawer (kept mounted, so the stake typed survives closing it).
 */
export function SlipDrawer({
  open,
  onOpen,
  onClose,
  count,
  totalOdds,
  potentialWin,
  conflict,
  children,
}: SlipDrawerProps) {
  const { t } = useTranslation();
  return (
    <>
      <ButtonBase
        onClick={onOpen}
        data-testid="slip-bar"
        sx={{
          position: 'fixed',
          left: 8,
          right: 8,
          bottom: SHELL.mobileFooterHeight + 8,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          minHeight: 56,
          px: 2,
          gap: 1.5,
          justifyContent: 'flex-start',
          borderRadius: 3,
          bgcolor: count ? 'primary.main' : '#222836',
          color: count ? 'primary.contrastText' : 'text.primary',
          boxShadow: '0 6px 20px rgba(0,0,0,0.5)',
        }}
      >
        <Badge badgeContent={count} color="secondary" showZero>
          <ReceiptLong />
        </Badge>
        <Typography sx={{ fontWeight: 800, flexGrow: 1, textAlign: 'left' }}>{t('front.sports.slip')}</Typography>
        {count > 0 && (
          <Box sx={{ textAlign: 'right', lineHeight: 1.2 }}>
            <Typography sx={{ fontSize: 12 }}>
              {t('front.sports.totalOdds')} {formatOdds(totalOdds)}
            </Typography>
            <Typography sx={{ fontSize: 13, fontWeight: 800 }}>
              {conflict ? t('front.look.slipConflict') : formatMoney(potentialWin)}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        keepMounted
        slotProps={{
          paper: { sx: { maxHeight: '90vh', borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2, pt: 1 } },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', position: 'relative', mb: 1 }}>
          <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mt: 1 }} />
          <IconButton
            aria-label={t('front.common.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: -8, top: -4, width: 44, height: 44 }}
          >
            <Close />
          </IconButton>
        </Box>
        {children}
      </Drawer>
    </>
  );
}
