import { Box } from '@mui/material';
import { TextInput, maxLength, required, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../shared/locales';

/** A name in each of the six languages (`names.ko` … `names.vn`), every one required: a league or team shows in every language. */
export function NamesInputs() {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}
    >
      {LANGUAGES.map((lang) => (
        <TextInput
          key={lang}
          source={`names.${lang}`}
          label={translate('office.sports.nameIn', { lang: translate(`front.lang.${lang}`) })}
          validate={[required(), maxLength(120)]}
        />
      ))}
    </Box>
  );
}
