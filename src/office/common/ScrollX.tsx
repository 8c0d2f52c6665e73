import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A table wider than a phone scrolls sideways inside the page rather than losing its last columns. */
export function ScrollX({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}>{children}</Box>;
}
