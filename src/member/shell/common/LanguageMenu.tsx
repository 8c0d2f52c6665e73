import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem } from '@mui/material';
import Language from '@mui/icons-material/Language';
import { LANGUAGES, type Language as Lang } from '../../../shared/locales';
import { changeLanguage } from '../../i18n';

/** §1: the six interface languages; the choice is remembered by changeLanguage. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (lang: Lang) => {
    setAnchor(null);
    void changeLanguage(lang);
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<Language />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('front.header.language')}
        sx={{ minWidth: 0, px: compact ? 0.5 : 1, color: 'text.secondary' }}
      >
        {compact ? i18n.language.toUpperCase() : t(`front.lang.${i18n.language}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} selected={lang === i18n.language} onClick={() => pick(lang)} lang={lang}>
            {t(`front.lang.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
