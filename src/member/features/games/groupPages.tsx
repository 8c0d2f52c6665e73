import { useParams } from 'react-router-dom';
import { VendorGridPage } from './VendorGridPage';

/** The game routes of §2, each the vendor grid of its group. */
export const LiveCasinoPage = () => <VendorGridPage group="casino" />;
export const EsportPage = () => <VendorGridPage group="esport" />;
export const VirtualGamePage = () => <VendorGridPage group="virtual" />;
export const FishingPage = () => <VendorGridPage group="fishing" />;

/** /member/slotgame and its per-provider sub-routes (/member/slotgame/<provider>). */
export function SlotPage() {
  return <VendorGridPage group="slot" provider={useParams().provider} />;
}
export const SlotProviderPage = SlotPage;
