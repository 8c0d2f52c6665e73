import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import { BoardAction, BoardType } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney } from '../../format';
import { notices } from '../../notice/noticeStore';
import { FailureAlert, ListState, PageFrame, useConfirm, usePagePaths, useSubmit } from '../../ui';
import { CommentSection } from './CommentSection';
import { PostBody } from './PostBody';
import { useBoardDetail } from './useBoardDetail';

/** §2 /member/board/read/{boardIdx}: a post with its comments; the writer may delete it (§4: confirm, success, back to the list). */
export function BoardReadPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const paths = usePagePaths();
  const { ask, dialog } = useConfirm();
  const boardIdx = Number(useParams().boardIdx);
  const detail = useBoardDetail(BoardType.Free, boardIdx);
  const remove = useSubmit(() =>
    api.call(API.board.save, { actionKind: BoardAction.Delete, boardIdx }, { params: { boardType: BoardType.Free } }),
  );
  const board = detail.board;

  const deletePost = async () => {
    if (!(await ask(t('front.board.deleteConfirm')))) return;
    if (await remove.run()) {
      notices.show(t('front.board.deleteSuccess'));
      navigate(paths.boardList);
    }
  };

  return (
    <PageFrame
      titleKey="front.board.title"
      actions={
        <Stack direction="row" spacing={1}>
          {board?.isMine && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={remove.sending}
              onClick={() => void deletePost()}
            >
              {t('front.board.delete')}
            </Button>
          )}
          <Button component={RouterLink} to={paths.boardList} variant="outlined" size="small">
            {t('front.common.list')}
          </Button>
        </Stack>
      }
    >
      <Box sx={{ mb: remove.failure ? 1 : 0 }}>
        <FailureAlert failure={remove.failure} onClose={remove.clearFailure} />
      </Box>
      <ListState loading={detail.loading && !board} errorCode={detail.errorCode} empty={!board} onRetry={detail.reload}>
        {board && (
          <>
            <PostBody
              title={board.title}
              html={board.content}
              meta={
                <>
                  <span>{board.memName}</span>
                  <span>{formatDate(board.regDate)}</span>
                  <span>
                    {t('front.board.views')} {formatMoney(board.views)}
                  </span>
                </>
              }
            />
            <CommentSection boardIdx={board.boardIdx} comments={board.comments} onChange={detail.reload} />
          </>
        )}
      </ListState>
      {dialog}
    </PageFrame>
  );
}
