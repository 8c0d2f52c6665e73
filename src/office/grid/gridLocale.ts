import { enUS, jaJP, koKR, viVN, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '../../shared/locales';
import { thTHGridText } from './thTH';

const textOf = (locale: typeof koKR) => locale.components.MuiDataGrid.defaultProps.localeText;

/** The grid's own texts (menus, pagination, filter panel) in the office language. */
const BY_LANGUAGE: Record<Language, ReturnType<typeof textOf>> = {
  ko: textOf(koKR),
  en: textOf(enUS),
  th: { ...textOf(enUS), ...thTHGridText },
  cn: textOf(zhCN),
  jp: textOf(jaJP),
  vn: textOf(viVN),
};

export const gridLocaleText = (language: string) => BY_LANGUAGE[language as Language] ?? BY_LANGUAGE.ko;
