import { BlockList, isIP } from 'node:net';
import type { Kysely, Transaction } from 'kysely';
import { ResultCode } from '../../../../shared/resultCodes';
import type { DB } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';

type Db = Kysely<DB> | Transaction<DB>;

/** An IPv4 address as IPv6 shows it when the server listens on both (`::ffff:10.0.0.1`). */
const plain = (ip: string): string => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/**
 * An entry of the allowlist in one canonical spelling (`10.0.0.0/8`, `203.0.113.7`), or null
 * when it is neither an address nor a network.
 */
function canonicalEntry(entry: string): string | null {
  const [address, bits, extra] = entry.trim().split('/');
  if (extra !== undefined || !address) return null;
  const family = isIP(address);
  if (!family) return null;
  if (bits === undefined) return address.toLowerCase();
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return null;
  return `${address.toLowerCase()}/${Number(bits)}`;
}

/** Whether `ip` is inside one of the entries; an empty list lets every address in. */
function ipAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const address = plain(ip);
  const family = isIP(address);
  if (!family) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base, bits] = entry.split('/');
    const type = isIP(base!) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base!, type);
    else list.addSubnet(base!, Number(bits), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const listOfficeIps = (db: Db, siteId: string) =>
  db.selectFrom('office_ip_allow').selectAll().where('site_id', '=', siteId).orderBy('ip').execute();

/**
 * The office IP allowlist (docs/domains/staff.md#office-ip-allowlist): a staff sign-in or call
 * from an address outside the site's list answers A103 naming the address. Read on every staff
 * call: staff calls are few, and a change counts at once on every node.
 */
export async function assertOfficeIp(db: Db, siteId: string, ip: string): Promise<void> {
  const entries = (await listOfficeIps(db, siteId)).map((r) => r.ip);
  if (!ipAllowed(entries, ip)) throw new AppError(ResultCode.OfficeIpRefused, { ip: plain(ip) });
}

/**
 * The allowlist's office calls. An entry is added only when the caller's own address is inside
 * the list it makes (or the list was empty and stays open to it): a master cannot lock itself out
 * (A101); removing the last entry turns the list off.
 */
export const officeIpService = {
  async list(deps: AppDeps, siteId: string) {
    const rows = await listOfficeIps(deps.db, siteId);
    return { list: rows.map(toIpRecord), total: rows.length };
  },
  async add(deps: AppDeps, caller: StaffCaller, callerIp: string, input: { ip: string; memo: string }) {
    const ip = canonicalEntry(input.ip);
    if (!ip) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.ip'] });
    return deps.db.transaction().execute(async (trx) => {
      const entries = (await listOfficeIps(trx, caller.siteId)).map((r) => r.ip);
      if (entries.includes(ip)) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.ip'] });
      if (!ipAllowed([...entries, ip], callerIp))
        throw new AppError(ResultCode.StaffSelfLockout, { ip: plain(callerIp) });
      const row = await trx
        .insertInto('office_ip_allow')
        .values({ site_id: caller.siteId, ip, memo: input.memo })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, caller.actor, 'staff.officeIp.add', ip, null, { memo: input.memo });
      return toIpRecord(row);
    });
  },
  async remove(deps: AppDeps, caller: StaffCaller, callerIp: string, id: string) {
    return deps.db.transaction().execute(async (trx) => {
      const entries = await listOfficeIps(trx, caller.siteId);
      const entry = entries.find((r) => r.ip === id);
      if (!entry) throw new AppError(ResultCode.NotFound);
      const rest = entries.filter((r) => r.ip !== id).map((r) => r.ip);
      if (!ipAllowed(rest, callerIp)) throw new AppError(ResultCode.StaffSelfLockout, { ip: plain(callerIp) });
      await trx.deleteFrom('office_ip_allow').where('site_id', '=', caller.siteId).where('ip', '=', id).execute();
      await writeAudit(trx, caller.actor, 'staff.officeIp.remove', id, { memo: entry.memo }, null);
      return { id };
    });
  },
};

const toIpRecord = (r: { ip: string; memo: string; created_at: Date }) => ({
  id: r.ip,
  memo: r.memo,
  createdAt: r.created_at.toISOString(),
});
