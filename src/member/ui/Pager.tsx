import { Box, Pagination } from '@mui/material';

/** Page buttons under a list; hidden when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
}) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination page={page} count={count} size="small" siblingCount={1} onChange={(_, next) => onChange(next)} />
    </Box>
  );
}
