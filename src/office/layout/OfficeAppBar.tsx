import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { StaffAlertBadge } from '../alerts/StaffAlertBadge';
import { DeskIdentity } from '../desk/DeskIdentity';
import { MemberSearch } from '../desk/MemberSearch';

/**
 * react-admin's app bar with the member look-up, who is signed in (a partner's id, cash and
 * points), the staff alert bell, our language menu (remembered) instead of its locale button, and
 * the light/dark switch, in one row on a phone too (docs/architecture/office-front.md#look).
 */
export function OfficeAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <DeskIdentity />
          <StaffAlertBadge />
          <LanguageMenu />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      {/* on a phone the bar's controls need the width; each page heads itself */}
      <TitlePortal sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ mx: { xs: 0, sm: 1 }, flex: { xs: 1, sm: 'initial' } }}>
        <MemberSearch />
      </Box>
    </AppBar>
  );
}
