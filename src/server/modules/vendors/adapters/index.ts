import type { Config } from '../../../config';
import type { SiteVendorRow } from '../catalogueRepo';
import { resolveSettings, type VendorAdapter } from './adapter';
import { transferAdapter } from './transfer';
import { valkyrieAdapter } from './valkyrie';

export { AdapterRefused, AdapterUnreachable, type VendorAdapter, type VendorGame, type VendorRound } from './adapter';

/** The adapter of a vendor as this site configured it; null while it is "in preparation". */
export function adapterFor(
  config: Config,
  vendor: Pick<SiteVendorRow, 'adapter_kind' | 'settings'>,
): VendorAdapter | null {
  const settings = resolveSettings(config, vendor.settings);
  if (!settings.provider || !settings.baseUrl) return null;
  if (vendor.adapter_kind === 'valkyrie') return valkyrieAdapter(settings);
  if (vendor.adapter_kind === 'transfer') return transferAdapter(settings);
  return null;
}
