export { VendorGridPage, type GameGroup } from './VendorGridPage';
export { SlotProviderPage } from './SlotProviderPage';
export { LiveCasinoPage } from './LiveCasinoPage';
