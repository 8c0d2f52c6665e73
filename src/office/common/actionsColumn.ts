/**
 * Datagrid column props for a row's action buttons: the column stays pinned at the grid's right
 * edge (OfficeLayout styles `office-actions`), so a wide grid never scrolls its actions out of reach.
 */
export const ACTIONS_COLUMN = { cellClassName: 'office-actions', headerClassName: 'office-actions' } as const;
