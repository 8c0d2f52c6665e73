import { Admin, CustomRoutes, type DataProvider } from 'react-admin';
import { useI18nextProvider, convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { createApiClient } from '../dataProvider/apiClient';
import { currentSite } from '../dataProvider/siteConfig';
import { createTokenStore } from '../authProvider/tokenStore';
import { createOfficeAuthProvider } from '../authProvider/officeAuthProvider';
import { LANGUAGES } from '../shared/locales';
import ko from '../../locales/ko.json';

const tokens = createTokenStore('office.session');
const site = currentSite();
const api = createApiClient({ siteId: site.siteId, siteKey: site.siteKey, getToken: tokens.token });
const authProvider = createOfficeAuthProvider(api, tokens);
// Resources arrive with their own issue; until then the office has a dashboard only.
const dataProvider = {} as DataProvider;

function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5">{translate('office.dashboard.title')}</Typography>
      </CardContent>
    </Card>
  );
}

export function OfficeApp() {
  const i18nProvider = useI18nextProvider({
    options: {
      lng: 'ko',
      fallbackLng: 'ko',
      resources: { ko: { translation: { ...convertRaTranslationsToI18next(englishMessages), ...ko } } },
    },
    availableLocales: LANGUAGES.map((locale) => ({ locale, name: locale })),
  });
  if (!i18nProvider) return <CircularProgress sx={{ m: 4 }} />;
  return (
    <Admin basename="/partner" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Dashboard} requireAuth>
      <CustomRoutes>{[]}</CustomRoutes>
    </Admin>
  );
}
