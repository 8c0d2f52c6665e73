export { PointListPage } from './PointListPage';
export { PointChangePage } from './PointChangePage';
export { PointPage } from './PointPage';
export { PointExchangeDialog, type PointExchangeDialogProps } from './PointExchangeDialog';
