import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { BoardListItem } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { formatDate, formatMoney } from '../../format';
import { DataTable, ListState, Pager, useApiList, type Column } from '../../ui';

interface BoardListViewProps {
  boardType: string;
  readPath(boardIdx: number): string;
  /** Writer and view columns: shown for the members' board, not for staff notices. */
  showWriter?: boolean;
  /** Buttons beside the search (the board's write button). */
  actions?: ReactNode;
}

/** §3 board list: paged, with a keyword search (§5: the keyword is required). */
export function BoardListView({ boardType, readPath, showWriter = false, actions }: BoardListViewProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [searchValue, setSearchValue] = useState('');
  const [emptySearch, setEmptySearch] = useState(false);
  const list = useApiList(API.board.list, { searchValue }, undefined, { boardType });
  const total = list.total;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setEmptySearch(!typed.trim());
    if (typed.trim()) setSearchValue(typed.trim());
  };

  const columns: Column<BoardListItem>[] = [
    {
      key: 'no',
      labelKey: 'front.board.no',
      render: (row) => total - (list.page - 1) * list.pageSize - list.rows.indexOf(row),
    },
    {
      key: 'title',
      labelKey: 'front.board.subject',
      align: 'left',
      link: true,
      render: (row) => `${row.title}${row.commentCount > 0 ? ` [${row.commentCount}]` : ''}`,
    },
    ...(showWriter
      ? [
          { key: 'writer', labelKey: 'front.board.writer', render: (row: BoardListItem) => row.memName },
          { key: 'views', labelKey: 'front.board.views', render: (row: BoardListItem) => formatMoney(row.views) },
        ]
      : []),
    { key: 'date', labelKey: 'front.board.date', render: (row) => formatDate(row.regDate, false) },
  ];

  return (
    <>
      <Stack component="form" direction="row" spacing={1} onSubmit={search} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <TextField
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('front.board.searchPlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('front.common.search') } }}
        />
        <Button type="submit" variant="outlined">
          {t('front.common.search')}
        </Button>
        {actions}
      </Stack>
      {emptySearch && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('front.board.searchRequired')}
        </Alert>
      )}
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.boardIdx}
          rowLink={(row) => readPath(row.boardIdx)}
        />
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
    </>
  );
}
