import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiResultCode } from './apiDocModel';

/** The §8 catalogue: every result code with the name code uses and its meaning. */
export function ResultCodeTable({ codes }: { codes: ApiResultCode[] }) {
  const translate = useTranslate();
  if (codes.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('office.apiDoc.empty')}
      </Typography>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('office.apiDoc.resultCodes')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('office.apiDoc.code')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('office.apiDoc.name')}</TableCell>
            <TableCell>{translate('office.apiDoc.meaning')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.map((c) => (
            <TableRow key={c.code}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{c.code}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.name}</TableCell>
              <TableCell>{c.meaning}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
