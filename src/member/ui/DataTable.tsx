import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';

export interface Column<T> {
  key: string;
  labelKey: string;
  render(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  onRowClick?(row: T): void;
}

/** A list's rows: a table on a desktop, one labelled card per row on a phone (same data, §2 both trees). */
export function DataTable<T>({ columns, rows, rowKey, onRowClick }: DataTableProps<T>) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const clickable = onRowClick ? { cursor: 'pointer' } : undefined;

  if (phone) {
    return (
      <Stack spacing={1}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} variant="outlined" sx={{ p: 1.5, ...clickable }} onClick={() => onRowClick?.(row)}>
            {columns.map((column) => (
              <Box key={column.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
                <Typography variant="body2" color="text.secondary">
                  {t(column.labelKey)}
                </Typography>
                <Box sx={{ textAlign: 'right', typography: 'body2' }}>{column.render(row)}</Box>
              </Box>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align ?? 'center'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(column.labelKey)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={Boolean(onRowClick)} sx={clickable} onClick={() => onRowClick?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align ?? 'center'}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
