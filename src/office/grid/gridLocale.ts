import { enUS, jaJP, koKR, viVN, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '../../shared/locales';

/**
 * The grid's own texts (menus, pagination, filter panel) in the office language. The package's
 * locales entry does not export its Thai texts (9.14.0), so Thai grids take the English ones;
 * every header, value and button of ours is still Thai.
 */
const BY_LANGUAGE: Record<Language, typeof koKR> = { ko: koKR, en: enUS, th: enUS, cn: zhCN, jp: jaJP, vn: viVN };

export const gridLocaleText = (language: string) => (BY_LANGUAGE[language as Language] ?? koKR).components.MuiDataGrid.defaultProps.localeText;
