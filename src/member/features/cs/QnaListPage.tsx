import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { InquiryStatus, type InquiryListItem } from '../../../shared/api/inquiry';
import { formatDate } from '../../format';
import { DataTable, ListState, PageFrame, Pager, useApiList, usePagePaths, type Column } from '../../ui';
import { useQnaTypes } from './useQnaTypes';

/** §2 1:1 inquiries: a member sees only its own (the server scopes it), with their wait/answer state. */
export function QnaListPage() {
  const { t } = useTranslation();
  const paths = usePagePaths();
  const { label } = useQnaTypes();
  const list = useApiList(API.qna.list);

  const columns: Column<InquiryListItem>[] = [
    { key: 'type', labelKey: 'front.qna.type', render: (row) => label(row.qnaType) },
    { key: 'title', labelKey: 'front.board.subject', align: 'left', link: true, render: (row) => row.title },
    { key: 'date', labelKey: 'front.board.date', render: (row) => formatDate(row.regDate) },
    {
      key: 'status',
      labelKey: 'front.qna.status',
      render: (row) => (
        <Chip
          size="small"
          color={row.status === InquiryStatus.Answer ? 'success' : 'default'}
          label={t(`front.qna.statuses.${row.status}`)}
        />
      ),
    },
  ];

  return (
    <PageFrame titleKey="front.cs.qna">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button component={RouterLink} to={paths.qnaWrite} variant="contained">
          {t('front.cs.qnaWrite')}
        </Button>
      </Box>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.boardIdx}
          rowLink={(row) => paths.qnaRead(row.boardIdx)}
        />
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
    </PageFrame>
  );
}
