import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from '../../../shared/api/office/audit';
import { auditSentence } from '../../../shared/labels/audit';
import { useAuditFormat } from './useAuditFormat';

/** The line as a sentence: "admin changed member01's Level from 2 to 3" (`label` is read by the Datagrid). */
export function AuditSentenceField(_props: { label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const format = useAuditFormat();
  if (!record) return null;
  return (
    <Typography variant="body2" sx={{ minWidth: 200, whiteSpace: 'normal' }} data-testid="audit-sentence">
      {auditSentence(translate, format, record)}
    </Typography>
  );
}
