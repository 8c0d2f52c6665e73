import { z } from 'zod';
import { createBody, listBody, TextFilter, updateBody } from './common';

/**
 * §3 common codes (groupCode, code, codeName, English group name, ord).
 * POST /api/admin/codes/list   { page, perPage, sort, filter: CodeFilter } -> OfficeList<CodeRecord>
 * POST /api/admin/codes/get    { id: '<groupCode>:<code>' } -> CodeRecord
 * POST /api/admin/codes/create { data: CodeInput } -> CodeRecord (an existing pair: E003 field code)
 * POST /api/admin/codes/update { id, data: Partial<{ codeName, groupNameEn, ord }> } -> CodeRecord
 * POST /api/admin/codes/delete { id } -> { id }
 */
const CodeFilter = z.object({ groupCode: TextFilter.optional(), code: TextFilter.optional() });
export const CodeList = listBody(CodeFilter);

const codePart = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^:]+$/);
export const CodeInput = z.object({
  groupCode: codePart,
  code: codePart,
  codeName: z.string().trim().min(1).max(100),
  groupNameEn: z.string().trim().max(100).default(''),
  ord: z.number().int().min(0).max(100_000).default(0),
});
export type CodeInput = z.infer<typeof CodeInput>;
export const CodeCreateRequest = createBody(CodeInput);
export const CodeUpdateRequest = updateBody(CodeInput.pick({ codeName: true, groupNameEn: true, ord: true }).partial());

export const CodeRecord = z.object({
  id: z.string(),
  groupCode: z.string(),
  code: z.string(),
  codeName: z.string(),
  groupNameEn: z.string(),
  ord: z.number().int(),
});
export type CodeRecord = z.infer<typeof CodeRecord>;
