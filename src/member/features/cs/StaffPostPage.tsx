import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { formatDate } from '../../format';
import { PostBody } from '../board/PostBody';
import { useBoardDetail } from '../board/useBoardDetail';
import { ListState, PageFrame } from '../../ui';

/** A staff post read by members (notice, event): no comments, back to where the member came from. */
export function StaffPostPage({ boardType, titleKey }: { boardType: string; titleKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useBoardDetail(boardType, Number(useParams().boardIdx));
  const board = detail.board;
  return (
    <PageFrame
      titleKey={titleKey}
      actions={
        <Button variant="outlined" size="small" onClick={() => navigate(-1)}>
          {t('front.common.list')}
        </Button>
      }
    >
      <ListState loading={detail.loading && !board} errorCode={detail.errorCode} empty={!board} onRetry={detail.reload}>
        {board && <PostBody title={board.title} html={board.content} meta={<span>{formatDate(board.regDate)}</span>} />}
      </ListState>
    </PageFrame>
  );
}
