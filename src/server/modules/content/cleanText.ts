import { ResultCode } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';
import { sanitizeContent, sanitizeTitle } from './sanitize';

/**
 * Title and content as stored: a plain-text title and sanitised HTML content (images only from
 * this site and `imageOrigins`, the config's IMAGE_ORIGINS). A field that is empty once cleaned
 * (`<script>…</script>` alone) is refused like an empty one: E003 naming it (with `prefix`, e.g.
 * 'data.' for an office call). Absent fields stay absent.
 */
export function cleanText<T extends { title?: string; content?: string }>(
  input: T,
  imageOrigins: readonly string[],
  prefix = '',
): Pick<T, 'title' | 'content'> {
  const out: { title?: string; content?: string } = {};
  if (input.title !== undefined) out.title = sanitizeTitle(input.title);
  if (input.content !== undefined) out.content = sanitizeContent(input.content, imageOrigins);
  const empty = Object.entries(out)
    .filter(([, v]) => !v)
    .map(([k]) => prefix + k);
  if (empty.length) throw new AppError(ResultCode.InvalidRequest, { fields: empty });
  return out as Pick<T, 'title' | 'content'>;
}
