import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { formatDate } from '../../format';
import { PostBody } from '../board/PostBody';
import { useInquiryDetail } from '../board/useBoardDetail';
import { ListState, PageFrame, usePagePaths } from '../../ui';
import { InquiryStatus } from '../../../shared/api/inquiry';
import { useQnaTypes } from './useQnaTypes';

/** §2 1:1 inquiry read: the question, then the answer or a note that it is still waiting (§4 wait → answer). */
export function QnaReadPage() {
  const { t } = useTranslation();
  const paths = usePagePaths();
  const { label } = useQnaTypes();
  const detail = useInquiryDetail(Number(useParams().boardIdx));
  const board = detail.board;
  return (
    <PageFrame
      titleKey="front.cs.qna"
      actions={
        <Button component={RouterLink} to={paths.qnaList} variant="outlined" size="small">
          {t('front.common.list')}
        </Button>
      }
    >
      <ListState loading={detail.loading && !board} errorCode={detail.errorCode} empty={!board} onRetry={detail.reload}>
        {board && (
          <>
            <PostBody
              title={board.title}
              html={board.content}
              meta={
                <>
                  <span>{label(board.qnaType)}</span>
                  <span>{formatDate(board.regDate)}</span>
                  <Chip size="small" label={t(`front.qna.statuses.${board.status}`)} />
                </>
              }
            />
            <Box sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('front.qna.answer')}
                {board.answerDate && ` · ${formatDate(board.answerDate)}`}
              </Typography>
              {board.status === InquiryStatus.Answer ? (
                <Box
                  sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                  dangerouslySetInnerHTML={{ __html: board.answer }}
                />
              ) : (
                <Alert severity="info">{t('front.qna.waiting')}</Alert>
              )}
            </Box>
          </>
        )}
      </ListState>
    </PageFrame>
  );
}
