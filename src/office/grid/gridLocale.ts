import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, jaJP, koKR, viVN, zhCN } from '@mui/x-data-grid/locales';
import { toBcp47, type Language } from '../../shared/locales';
import { thTHGridText } from './thTH';

const textOf = (locale: typeof koKR) => locale.components.MuiDataGrid.defaultProps.localeText;

type DisplayedRows = NonNullable<GridLocaleText['paginationDisplayedRows']>;

/**
 * "1–25 / 총 1,200": the pager's range in the language's words. MUI X's Korean and Japanese packs
 * still say "of" here and the Vietnamese one leaves it out (English): `total` words a known row
 * count, `atLeast` a count known only to be more than what is shown.
 */
function displayedRows(
  language: Language,
  total: (count: string) => string,
  atLeast: (count: string) => string,
): DisplayedRows {
  const n = (value: number) => value.toLocaleString(toBcp47(language));
  return ({ from, to, count, estimated }) => {
    const range = `${n(from)}–${n(to)}`;
    if (count !== -1 && count != null) return `${range} ${total(n(count))}`;
    return `${range} ${atLeast(n(estimated && estimated > to ? estimated : to))}`;
  };
}

/** What MUI X's packs leave in English among the texts the office's grids show (pager, filter panel, column menu). */
const FILLS: Partial<Record<Language, Partial<GridLocaleText>>> = {
  ko: {
    paginationDisplayedRows: displayedRows(
      'ko',
      (c) => `/ 총 ${c}`,
      (c) => `/ ${c} 이상`,
    ),
  },
  jp: {
    paginationDisplayedRows: displayedRows(
      'jp',
      (c) => `/ 全${c}件`,
      (c) => `/ ${c}件以上`,
    ),
    filterPanelOperatorAnd: 'かつ',
    filterPanelOperatorOr: 'または',
  },
  vn: {
    paginationDisplayedRows: displayedRows(
      'vn',
      (c) => `trên ${c}`,
      (c) => `trên hơn ${c}`,
    ),
    noColumnsOverlayLabel: 'Không có cột',
    noColumnsOverlayManageColumns: 'Quản lý cột',
    columnsManagementDeleteIconLabel: 'Xóa',
    headerFilterClear: 'Xóa bộ lọc',
    columnMenuAriaLabel: (columnName: string) => `Menu cột ${columnName}`,
  },
};

/** The grid's own texts (menus, pagination, filter panel) in the office language. */
const BY_LANGUAGE: Record<Language, Partial<GridLocaleText>> = {
  ko: { ...textOf(koKR), ...FILLS.ko },
  en: textOf(enUS),
  th: { ...textOf(enUS), ...thTHGridText },
  cn: textOf(zhCN),
  jp: { ...textOf(jaJP), ...FILLS.jp },
  vn: { ...textOf(viVN), ...FILLS.vn },
};

export const gridLocaleText = (language: string) => BY_LANGUAGE[language as Language] ?? BY_LANGUAGE.ko;
