import type { AuditFormat } from '../../../shared/labels/audit';
import { useOfficeFormat } from '../../common/format';

/** Audit values in the office's own formats: grouped won, site time. */
export function useAuditFormat(): AuditFormat {
  const { money, dateTime } = useOfficeFormat();
  return { money, dateTime };
}
