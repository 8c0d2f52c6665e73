import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuItem, TextField } from '@mui/material';
import { BoardAction } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { PostForm } from '../board/PostForm';
import { PageFrame, usePagePaths } from '../../ui';
import { useQnaTypes } from './useQnaTypes';

/** §2 1:1 inquiry write: type, title, content; after the success message, the member's inquiry list. */
export function QnaWritePage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const paths = usePagePaths();
  const { types, label } = useQnaTypes();
  const [qnaType, setQnaType] = useState(types[0] ?? 'etc');
  return (
    <PageFrame titleKey="front.cs.qnaWrite">
      <PostForm
        submitKey="front.qna.submit"
        save={(post) => api.call(API.qna.save, { actionKind: BoardAction.Upload, qnaType, ...post })}
        onSaved={() => navigate(paths.qnaList)}
        extra={
          <TextField select label={t('front.qna.type')} value={qnaType} onChange={(e) => setQnaType(e.target.value)}>
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {label(type)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </PageFrame>
  );
}
