import { AppBar, LoadingIndicator, ToggleThemeButton } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { StaffAlertBadge } from '../alerts/StaffAlertBadge';

/** react-admin's app bar with the staff alert bell, our language menu (remembered) instead of its locale button, and the light/dark switch. */
export function OfficeAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <StaffAlertBadge />
          <LanguageMenu />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
