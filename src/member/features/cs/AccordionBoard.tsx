import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, CircularProgress, Typography } from '@mui/material';
import type { BoardCategory } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { useBoardDetail } from '../board/useBoardDetail';
import { ListState, Pager, useApiList } from '../../ui';

const html = (content: string) => (
  <Box
    sx={{ '& img': { maxWidth: '100%' }, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    dangerouslySetInnerHTML={{ __html: content }}
  />
);

/** The body of a post whose list row does not carry it: read when the member opens it. */
function LazyBody({ boardType, boardIdx }: { boardType: string; boardIdx: number }) {
  const detail = useBoardDetail(boardType, boardIdx);
  return (
    <ListState loading={detail.loading} errorCode={detail.errorCode} empty={!detail.board}>
      {detail.board && html(detail.board.content)}
    </ListState>
  );
}

/**
 * Staff posts read as questions and answers (FAQ, betting and game guides, rules): titles that open
 * in place. HTML bodies are sanitised on the server (§3).
 */
export function AccordionBoard({ boardType, category }: { boardType: string; category?: BoardCategory }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useApiList(API.board.list, { category }, 20, { boardType });
  return (
    <>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        {list.rows.map((row) => (
          <Accordion
            key={row.boardIdx}
            expanded={open === row.boardIdx}
            onChange={(_, expanded) => setOpen(expanded ? row.boardIdx : null)}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              {row.content !== undefined ? (
                html(row.content)
              ) : open === row.boardIdx ? (
                <LazyBody boardType={boardType} boardIdx={row.boardIdx} />
              ) : (
                <CircularProgress size={20} />
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
    </>
  );
}
