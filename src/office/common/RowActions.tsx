import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

/**
 * A row's action buttons as one Datagrid column; give it ACTIONS_COLUMN to pin it at the grid's
 * right edge. A click on a button never opens the row. (`label` and the class names are read by
 * the Datagrid.)
 */
export function RowActions({
  children,
}: {
  children: ReactNode;
  label?: string;
  cellClassName?: string;
  headerClassName?: string;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      {children}
    </Stack>
  );
}
