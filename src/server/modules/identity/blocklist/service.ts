import type { OfficeListQuery, OfficeList } from '../../../../shared/api/office';
import {
  BLOCK_KINDS,
  type BlockInput,
  type BlockKind,
  type BlockRecord,
} from '../../../../shared/api/office/blocklist';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { isUniqueViolation } from '../../../db/errors';
import type { Actor } from '../../audit/actor';
import { writeAudit } from '../../audit/repo';
import { iso } from '../../../http/officeDates';
import { deleteBlock, insertBlock, listBlocks, type BlockListFilter } from './repo';

type BlockRow = { kind: string; value: string; memo: string; created_at: Date };

const toRecord = (r: BlockRow): BlockRecord => ({
  id: `${r.kind}:${r.value}`,
  kind: r.kind as BlockKind,
  value: r.value,
  memo: r.memo,
  createdAt: iso(r.created_at)!,
});
/** What the audit line keeps of an entry. */
const snapshot = (r: BlockRow) => ({ kind: r.kind, value: r.value, memo: r.memo });

/** `<kind>:<value>` back into its parts; the value may itself hold colons (IPv6). Anything else names no entry. */
function parseId(id: string | number): { kind: BlockKind; value: string } {
  const text = String(id);
  const at = text.indexOf(':');
  const kind = text.slice(0, at) as BlockKind;
  if (at < 1 || !BLOCK_KINDS.includes(kind)) throw new AppError(ResultCode.NotFound);
  return { kind, value: text.slice(at + 1) };
}

export async function listBlocklist(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  filter: BlockListFilter,
  query: OfficeListQuery,
): Promise<OfficeList<BlockRecord>> {
  const { rows, total } = await listBlocks(deps.db, siteId, filter, query);
  return { list: rows.map(toRecord), total };
}

/** §6 a new entry; one that exists answers E003 on `data.value` (duplicate). */
export async function addBlock(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  siteId: string,
  input: BlockInput,
  actor: Actor,
): Promise<BlockRecord> {
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const inserted = await insertBlock(trx, siteId, input, deps.clock.now());
      await writeAudit(trx, actor, 'blocklist.create', `${inserted.kind}:${inserted.value}`, null, snapshot(inserted));
      return inserted;
    });
    return toRecord(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(ResultCode.InvalidRequest, { fields: ['data.value'], duplicate: true });
    throw error;
  }
}

export async function removeBlock(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  id: string | number,
  actor: Actor,
): Promise<{ id: string | number }> {
  const { kind, value } = parseId(id);
  await deps.db.transaction().execute(async (trx) => {
    const gone = await deleteBlock(trx, siteId, kind, value);
    if (!gone) throw new AppError(ResultCode.NotFound);
    await writeAudit(trx, actor, 'blocklist.delete', `${kind}:${value}`, snapshot(gone), null);
  });
  return { id };
}
