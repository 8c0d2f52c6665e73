import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { BoardType } from '../../../shared/api/board';
import { PageFrame, usePagePaths } from '../../ui';
import { BoardListView } from './BoardListView';

/** §2 /member/board/list: the members' board. */
export function BoardListPage() {
  const { t } = useTranslation();
  const paths = usePagePaths();
  return (
    <PageFrame titleKey="front.board.title">
      <BoardListView
        boardType={BoardType.Free}
        readPath={paths.boardRead}
        showWriter
        actions={
          <Button component={RouterLink} to={paths.boardWrite} variant="contained">
            {t('front.board.write')}
          </Button>
        }
      />
    </PageFrame>
  );
}
