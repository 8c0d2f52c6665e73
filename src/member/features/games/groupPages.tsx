import { VendorGridPage } from './VendorGridPage';

/** The game routes of §2, each the vendor grid of its group (the route may name a vendor to open). */
export const LiveCasinoPage = () => <VendorGridPage group="casino" />;
export const EsportPage = () => <VendorGridPage group="esport" />;
export const VirtualGamePage = () => <VendorGridPage group="virtual" />;
export const FishingPage = () => <VendorGridPage group="fishing" />;
/** /member/slotgame and its per-provider sub-routes (/member/slotgame/<provider>). */
export const SlotPage = () => <VendorGridPage group="slot" />;
/** @alias One vendor's slot page (/member/slotgame/:provider) is the slot page. */
export const SlotProviderPage = SlotPage;
