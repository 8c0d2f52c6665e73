import type { HeldGameMoney } from '../../../shared/api/games';
import type { AppDeps } from '../../deps';
import { adapterFor } from './adapters';
import { listSiteVendors } from './catalogueRepo';
import { ledgerWalletBalance, transferAccount } from './transferWallet';

/**
 * /api/cash/gameMoney (docs/domains/vendors.md#money-left-at-a-vendor): what each transfer-wallet
 * vendor holds for the member now. Only vendors the member ever moved money to (a game-wallet
 * account exists) are asked; the vendor's answer is the truth (rounds played since the last
 * reconciliation included), the ledger's game wallet stands in while the vendor does not answer.
 */
export async function heldGameMoney(
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  memberId: number,
): Promise<HeldGameMoney> {
  const vendors = (await listSiteVendors(deps.db, siteId)).filter((v) => v.adapter_kind === 'transfer');
  if (!vendors.length) return { vendors: [], total: 0 };
  const opened = new Set(
    (
      await deps.db
        .selectFrom('accounts')
        .select('code')
        .where('site_id', '=', siteId)
        .where('asset', '=', 'cash')
        .where(
          'code',
          'in',
          vendors.map((v) => transferAccount(v.group_code, v.proc_id, memberId)),
        )
        .execute()
    ).map((a) => a.code),
  );
  const held: HeldGameMoney['vendors'] = [];
  for (const vendor of vendors) {
    if (!opened.has(transferAccount(vendor.group_code, vendor.proc_id, memberId))) continue;
    const wallet = adapterFor(deps.config, vendor)?.wallet;
    if (!wallet) continue;
    const amount = await wallet
      .balance(String(memberId))
      .catch(() => ledgerWalletBalance(deps, siteId, vendor.group_code, vendor.proc_id, memberId));
    if (amount > 0) held.push({ groupCode: vendor.group_code, procId: vendor.proc_id, name: vendor.name, amount });
  }
  return { vendors: held, total: held.reduce((sum, v) => sum + v.amount, 0) };
}
