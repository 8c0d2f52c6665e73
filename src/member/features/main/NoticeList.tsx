import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { formatDate } from '../../format';
import { EmptyState } from '../../shell/common/EmptyState';
import type { BoardTitle } from '../../site';

/** Latest titles of a board, each linking to its read page. */
export function NoticeList({ items, readPath }: { items: BoardTitle[]; readPath: (idx: string | number) => string }) {
  if (!items.length) return <EmptyState dense />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.slice(0, 6).map((b) => (
        <Box
          component="li"
          key={String(b.boardIdx)}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            py: 0.9,
            borderBottom: 1,
            borderColor: 'divider',
            fontSize: 14,
          }}
        >
          <Link
            component={RouterLink}
            to={readPath(b.boardIdx)}
            underline="hover"
            color="text.primary"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {b.title}
          </Link>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, whiteSpace: 'nowrap' }}>
            {b.regDate ? formatDate(b.regDate, false) : ''}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
