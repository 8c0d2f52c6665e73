import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AuditRecord } from '../../../shared/api/office/audit';
import { auditChanges } from './auditChanges';

/** The changed fields of one audit line, `field: before → after`, one per line (`label` is read by the Datagrid). */
export function AuditChangesField(_props: { label?: string }) {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  const changes = auditChanges(record.before, record.after);
  if (changes.length === 0) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, fontSize: 12, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, maxWidth: 420 }}>
      {changes.map((c) => (
        <Box key={c.key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {c.key}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {c.before !== null && (
              <Box component="span" sx={{ color: 'error.main', textDecoration: c.after !== null ? 'line-through' : undefined }}>
                {c.before}
              </Box>
            )}
            {c.before !== null && c.after !== null && ' → '}
            {c.after !== null && (
              <Box component="span" sx={{ color: 'success.main' }}>
                {c.after}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
