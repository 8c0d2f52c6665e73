import { useNavigate } from 'react-router-dom';
import { BoardAction, BoardCategory, BoardType } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { PageFrame, usePagePaths } from '../../ui';
import { PostForm } from './PostForm';

/**
 * §2 /member/board/write: the writer comes from the session on the server (§3). After the success
 * message the board list, in the form's place (§4: back to the list, even when the form was opened
 * from a link and there is no page to go back to; Back then skips the sent form).
 */
export function BoardWritePage() {
  const api = useApi();
  const navigate = useNavigate();
  const paths = usePagePaths();
  return (
    <PageFrame titleKey="front.board.write">
      <PostForm
        submitKey="front.board.upload"
        save={(post) =>
          api.call(
            API.board.save,
            { actionKind: BoardAction.Upload, category: BoardCategory.Normal, ...post },
            { params: { boardType: BoardType.Free } },
          )
        }
        onSaved={() => navigate(paths.boardList, { replace: true })}
      />
    </PageFrame>
  );
}
