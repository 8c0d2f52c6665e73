import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, IconButton, Stack } from '@mui/material';
import Menu from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { SHELL } from '../../theme';
import { LanguageMenu } from '../common/LanguageMenu';
import { Logo } from '../common/Logo';
import { Marquee } from '../common/Marquee';

/** One line whatever the language (Thai and Vietnamese labels are twice the Korean length). */
const AUTH_BUTTON = { minWidth: 0, px: 1, flexShrink: 0, whiteSpace: 'nowrap', fontSize: 12 } as const;

/** §2 mobile header: menu toggles, language, login and signup, and the notice marquee. */
export function MobileHeader({ onLeft, onRight }: { onLeft: () => void; onRight: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, unread, cash } = useSession();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        bgcolor: 'rgba(13,15,20,0.95)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: SHELL.mobileHeaderHeight, px: 0.5 }}>
        <IconButton aria-label={t('front.nav.menu')} aria-haspopup="dialog" onClick={onLeft} color="inherit">
          <Menu />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: 'flex', justifyContent: 'flex-start' }}>
          <Logo size={19} />
        </Box>
        <LanguageMenu compact />
        {loggedIn ? (
          <Button
            onClick={onRight}
            aria-label={t('front.nav.myMenu')}
            aria-haspopup="dialog"
            sx={{ minWidth: 0, gap: 0.75, pl: 1, pr: 0.5, color: 'primary.main' }}
          >
            <Box
              component="span"
              data-testid="mobile-cash"
              sx={{ fontWeight: 800, fontSize: 13, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatMoney(cash)}
            </Box>
            <Badge color="secondary" badgeContent={unread} max={99}>
              <AccountCircle />
            </Badge>
          </Button>
        ) : (
          <>
            <Button size="small" variant="contained" component={RouterLink} to="/login" sx={AUTH_BUTTON}>
              {t('front.signin.submit')}
            </Button>
            <Button
              size="small"
              variant="contained"
              color="secondary"
              component={RouterLink}
              to="/signup"
              sx={{ ...AUTH_BUTTON, mr: 0.5 }}
            >
              {t('front.signup.title')}
            </Button>
          </>
        )}
      </Stack>
      <Marquee />
    </Box>
  );
}
