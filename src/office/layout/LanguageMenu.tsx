import { useState } from 'react';
import { Button, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../shared/locales';
import { rememberOfficeLanguage } from '../i18n/officeI18n';

/**
 * The six languages in the app bar; the choice is remembered for the next visit. On a phone the
 * button shows the language's short name, so the bar's icons keep their room
 * (docs/architecture/office-front.md#look).
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      <Button
        color="inherit"
        startIcon={phone ? undefined : <TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={translate('office.login.language')}
        title={translate(`front.lang.${locale}`)}
        sx={phone ? { minWidth: 40, px: 0.5, whiteSpace: 'nowrap' } : undefined}
      >
        {translate(phone ? `front.langShort.${locale}` : `front.lang.${locale}`)}
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
