import { z } from 'zod';
import { createBody, listBody, TextFilter } from './common';

export const BLOCK_KINDS = ['ip', 'phone', 'account', 'memid'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/**
 * §6 blocked IP / phone / account / member id lists, checked at sign-up and login.
 * POST /api/admin/blocklist/list   { page, perPage, sort, filter: BlockFilter } -> OfficeList<BlockRecord>
 * POST /api/admin/blocklist/create { data: BlockInput } -> BlockRecord (an existing entry: U116-style E003 with field value)
 * POST /api/admin/blocklist/delete { id } -> { id }
 */
export const BlockFilter = z.object({ kind: z.enum(BLOCK_KINDS).optional(), value: TextFilter.optional() });
export const BlockList = listBody(BlockFilter);

export const BlockInput = z.object({
  kind: z.enum(BLOCK_KINDS),
  value: z.string().trim().min(1).max(100),
  memo: z.string().max(500).default(''),
});
export type BlockInput = z.infer<typeof BlockInput>;
export const BlockCreateRequest = createBody(BlockInput);

export interface BlockRecord {
  /** `<kind>:<value>` */
  id: string;
  kind: BlockKind;
  value: string;
  memo: string;
  createdAt: string;
}
