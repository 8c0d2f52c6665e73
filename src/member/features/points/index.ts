export { PointListPage } from './PointListPage';
export { PointChangePage } from './PointChangePage';
export { PointExchangeDialog, type PointExchangeDialogProps } from './PointExchangeDialog';
