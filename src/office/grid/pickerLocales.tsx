import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, jaJP, koKR, thTH, viVN, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ko';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/th';
import 'dayjs/locale/vi';
import type { Language } from '../../shared/locales';

const textOf = (locale: typeof koKR) => locale.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI X's own date-picker packs per office language: the picker's words and, through dayjs's
 * locale, its date format (2026. 11. 28. in Korean, 2026/11/28 in Japanese, 11/28/2026 in English).
 */
const PICKER_LOCALES: Record<Language, { dayjs: string; text: ReturnType<typeof textOf> }> = {
  ko: { dayjs: 'ko', text: textOf(koKR) },
  en: { dayjs: 'en', text: textOf(enUS) },
  th: { dayjs: 'th', text: textOf(thTH) },
  cn: { dayjs: 'zh-cn', text: textOf(zhCN) },
  jp: { dayjs: 'ja', text: textOf(jaJP) },
  vn: { dayjs: 'vi', text: textOf(viVN) },
};

export const pickerLocale = (language: string) => PICKER_LOCALES[language as Language] ?? PICKER_LOCALES.ko;

/** The date pickers of the office's grids, in the office language. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [language] = useLocaleState();
  const locale = pickerLocale(language);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale.dayjs} localeText={locale.text}>
      {children}
    </LocalizationProvider>
  );
}
