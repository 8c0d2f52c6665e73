import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Divider } from '@mui/material';
import { EventAction } from '../../../shared/api/board';
import { formatDate } from '../../format';
import { PostBody } from '../board/PostBody';
import { useBoardDetail } from '../board/useBoardDetail';
import { ListState, PageFrame } from '../../ui';

/** The check-in, from the attendance chunk (loaded only on the check-in event's post). */
const CheckInPanel = lazy(() => import('../attendance').then((area) => ({ default: area.CheckInPanel })));

/**
 * A staff post read by members (notice, event): no comments, back to where the member came from.
 * An event post with an action offers it under the text (docs/domains/content.md#event-actions).
 */
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
        {board?.eventAction === EventAction.Attendance && (
          <>
            <Divider sx={{ my: 2 }} />
            <Suspense fallback={<ListState loading errorCode={null} empty={false} />}>
              <CheckInPanel />
            </Suspense>
          </>
        )}
      </ListState>
    </PageFrame>
  );
}
