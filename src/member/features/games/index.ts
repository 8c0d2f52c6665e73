export { VendorGridPage, type GameGroup } from './VendorGridPage';
export { LiveCasinoPage, EsportPage, VirtualGamePage, FishingPage, SlotPage, SlotProviderPage } from './groupPages';
