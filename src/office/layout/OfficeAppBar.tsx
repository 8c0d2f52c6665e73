import { AppBar, LoadingIndicator } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/** react-admin's app bar with our language menu (remembered) instead of its locale button. */
export function OfficeAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    />
  );
}
