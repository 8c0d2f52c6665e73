import { z } from 'zod';
import { createBody, listBody } from './common';

/**
 * The member detail's memo tab: dated notes on one member. Staff read every note; a partner reads
 * the notes it and the partners below it wrote, never staff's or an upper partner's.
 */
const MemberNoteFilter = z.object({ memberId: z.number().int().positive() });
export const MemberNoteList = listBody(MemberNoteFilter);

export const MemberNoteInput = z.object({
  memberId: z.number().int().positive(),
  note: z.string().trim().min(1).max(2000),
});
export const MemberNoteCreateRequest = createBody(MemberNoteInput);

export const MemberNoteRecord = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  authorKind: z.enum(['staff', 'partner']),
  /** The author's login id (staff id or member id). */
  authorId: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type MemberNoteRecord = z.infer<typeof MemberNoteRecord>;
