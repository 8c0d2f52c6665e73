import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../shared/locales';
import { rememberOfficeLanguage } from '../i18n/officeI18n';

/** The six languages in the app bar; the choice is remembered for the next visit. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (lang: string) => {
    rememberOfficeLanguage(lang);
    // What the server words itself (vendor game names) comes again in the new language.
    void Promise.resolve(setLocale(lang)).then(() => queryClient.invalidateQueries());
    setAnchor(null);
  };
  return (
    <>
      <Button color="inherit" startIcon={<TranslateIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('office.login.language')}>
        {translate(`front.lang.${locale}`)}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} selected={lang === locale} onClick={() => choose(lang)}>
            {translate(`front.lang.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
