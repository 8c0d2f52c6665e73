import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from '../../../shared/api/office/audit';
import { auditFieldChanges } from '../../../shared/labels/audit';
import { useAuditFormat } from './useAuditFormat';

/**
 * Before and after of one audit line, field by field and in words: a create has only an after, a
 * delete only a before, an update lists the fields that changed.
 */
export function AuditChangesTable() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const format = useAuditFormat();
  if (!record) return null;
  const changes = auditFieldChanges(translate, format, record);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {translate('office.audit.noChanges')}
      </Typography>
    );
  }
  const dash = (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
  return (
    <Table
      size="small"
      aria-label={translate('office.fields.changes')}
      sx={{ maxWidth: 900, '& td, & th': { verticalAlign: 'top' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '22%' }}>{translate('office.audit.fieldColumn')}</TableCell>
          <TableCell sx={{ width: '39%' }}>{translate('office.audit.before')}</TableCell>
          <TableCell sx={{ width: '39%' }}>{translate('office.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {c.field}
            </TableCell>
            <TableCell sx={{ color: c.after !== null ? 'error.main' : undefined, wordBreak: 'break-word' }}>
              {c.before ?? dash}
            </TableCell>
            <TableCell sx={{ color: c.before !== null ? 'success.main' : undefined, wordBreak: 'break-word' }}>
              {c.after ?? dash}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
