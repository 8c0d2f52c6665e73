import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';

export interface Column<T> {
  key: string;
  labelKey: string;
  render(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The cell that holds the row's link (with `rowLink`; else the first column). */
  link?: boolean;
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  onRowClick?(row: T): void;
  /** Where the row leads: its link cell is a real link (a new tab, a crawl), and a click anywhere on the row follows it. */
  rowLink?(row: T): string;
}

/** A list's rows: a table on a desktop, one labelled card per row on a phone (same data, §2 both trees). */
export function DataTable<T>({ columns, rows, rowKey, onRowClick, rowLink }: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const rowClick = onRowClick ?? (rowLink && ((row: T) => navigate(rowLink(row))));
  const clickable = rowClick ? { cursor: 'pointer' } : undefined;
  const linkColumn = columns.find((column) => column.link) ?? columns[0];
  const cell = (column: Column<T>, row: T) =>
    rowLink && column === linkColumn ? (
      <Link
        component={RouterLink}
        to={rowLink(row)}
        color="inherit"
        underline="hover"
        onClick={(event) => event.stopPropagation()}
      >
        {column.render(row)}
      </Link>
    ) : (
      column.render(row)
    );

  if (phone) {
    return (
      <Stack spacing={1}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} variant="outlined" sx={{ p: 1.5, ...clickable }} onClick={() => rowClick?.(row)}>
            {columns.map((column) => (
              <Box key={column.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
                <Typography variant="body2" color="text.secondary">
                  {t(column.labelKey)}
                </Typography>
                <Box sx={{ textAlign: 'right', typography: 'body2' }}>{cell(column, row)}</Box>
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
              <TableCell
                key={column.key}
                align={column.align ?? 'center'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {t(column.labelKey)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={Boolean(rowClick)} sx={clickable} onClick={() => rowClick?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align ?? 'center'}>
                  {cell(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
