import { z } from 'zod';
import { createBody, listBody, TextFilter } from './common';

export const BLOCK_KINDS = ['ip', 'phone', 'account', 'memid'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/**
 * §6 blocked IP / phone / account / member id lists, checked at sign-up and login. A record's id
 * is `<kind>:<value>`; creating an entry that exists answers E003 with field `data.value`.
 */
const BlockFilter = z.object({ kind: z.enum(BLOCK_KINDS).optional(), value: TextFilter.optional() });
export const BlockList = listBody(BlockFilter);

export const BlockInput = z.object({
  kind: z.enum(BLOCK_KINDS),
  value: z.string().trim().min(1).max(100),
  memo: z.string().max(500).default(''),
});
export type BlockInput = z.infer<typeof BlockInput>;
export const BlockCreateRequest = createBody(BlockInput);

export const BlockRecord = z.object({
  /** `<kind>:<value>` */
  id: z.string(),
  kind: z.enum(BLOCK_KINDS),
  value: z.string(),
  memo: z.string(),
  createdAt: z.string(),
});
export type BlockRecord = z.infer<typeof BlockRecord>;

/** What a delete answers: the id it removed. */
export const BlockDeleted = z.object({ id: z.union([z.number().int(), z.string()]) });
