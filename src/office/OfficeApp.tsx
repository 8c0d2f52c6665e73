import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { useI18nextProvider } from 'ra-i18n-i18next';
import { CircularProgress } from '@mui/material';
import { createApiClient } from '../dataProvider/apiClient';
import { currentSite } from '../dataProvider/siteConfig';
import { createOfficeDataProvider } from '../dataProvider/officeDataProvider';
import { createTokenStore } from '../authProvider/tokenStore';
import { createRenewalSync } from '../authProvider/renewalSync';
import { OFFICE_CSRF_HEADER } from '../shared/api/office/officeSession';
import { createOfficeAuthProvider } from '../authProvider/officeAuthProvider';
import { LANGUAGES } from '../shared/locales';
import { officeI18next, officeI18nOptions, officeLanguage } from './i18n/officeI18n';
import { OfficeLoginPage } from './login/OfficeLoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { resourcesFor } from './resources/registry';
import { pagesFor } from './pages/officePages';
import { OfficeLayout } from './layout/OfficeLayout';
import { officeDarkTheme, officeLightTheme } from './theme';
import type { OfficePermissions } from '../authProvider/officePermissions';

// The office session is an HttpOnly cookie; this tab keeps only its CSRF token,
// in sessionStorage, which no page of another tab (the member front's) can read.
const tokens = createTokenStore('office.session', sessionStorage);
// renewals counted in localStorage, so a renewal in one office tab is seen by calls of the others
const renewals = createRenewalSync('office.session', tokens);
const site = currentSite();
// Accept-Language: the server names vendor games in the operator's language, as it does for members.
const api = createApiClient({
  siteId: site.siteId,
  siteKey: site.siteKey,
  getToken: tokens.token,
  tokenHeader: OFFICE_CSRF_HEADER,
  language: () => officeI18next.language || officeLanguage(),
  renewals,
});
const authProvider = createOfficeAuthProvider(api, tokens, sessionStorage, renewals);
const dataProvider: DataProvider = createOfficeDataProvider(api);

export function OfficeApp() {
  useEffect(() => authProvider.keepTokenFresh(), []);
  const i18nProvider = useI18nextProvider({
    i18nextInstance: officeI18next as never,
    options: officeI18nOptions,
    availableLocales: LANGUAGES.map((locale) => ({ locale, name: locale })),
  });
  if (!i18nProvider) return <CircularProgress sx={{ m: 4 }} />;
  return (
    <Admin
      title="WINNER"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={OfficeLoginPage}
      dashboard={Dashboard}
      layout={OfficeLayout}
      theme={officeLightTheme}
      darkTheme={officeDarkTheme}
      defaultTheme="light"
      requireAuth
      disableTelemetry
    >
      {(permissions: OfficePermissions | undefined) => [
        ...resourcesFor(permissions).map(({ group: _group, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        )),
        <CustomRoutes key="pages">
          {pagesFor(permissions).map((page) => (
            <Route key={page.to} path={page.to} element={page.element} />
          ))}
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
