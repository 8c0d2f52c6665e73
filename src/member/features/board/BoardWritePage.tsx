import { useNavigate } from 'react-router-dom';
import { BoardAction, BoardCategory, BoardType } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { PageFrame } from '../../ui';
import { PostForm } from './PostForm';

/** §2 /member/board/write: the writer comes from the session on the server (§3). */
export function BoardWritePage() {
  const api = useApi();
  const navigate = useNavigate();
  return (
    <PageFrame titleKey="front.board.write">
      <PostForm
        submitKey="front.board.upload"
        save={(post) => api.call(API.board.save, { actionKind: BoardAction.Upload, category: BoardCategory.Normal, ...post }, { params: { boardType: BoardType.Free } })}
        onSaved={() => navigate(-1)}
      />
    </PageFrame>
  );
}
