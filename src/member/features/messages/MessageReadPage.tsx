import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@mui/material';
import type { MessageItem } from '../../../shared/api/message';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate } from '../../format';
import { useSession } from '../../session';
import { PostBody } from '../board/PostBody';
import { ListState, PageFrame, apiErrorCode, usePagePaths } from '../../ui';

/**
 * §2 message read: opening a message marks it read (§4 unread → read) and the answer's unread
 * count goes to the session, so the new-message banner goes away with the last unread one.
 */
export function MessageReadPage() {
  const { t } = useTranslation();
  const api = useApi();
  const paths = usePagePaths();
  const { setUnread } = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const msgIdx = Number(params.msgIdx ?? search.get('msgIdx'));
  // without a message to read (no id, or not a number) the page is the list
  const named = Number.isSafeInteger(msgIdx) && msgIdx > 0;
  const [loaded, setLoaded] = useState<{
    msgIdx: number;
    message: MessageItem | null;
    errorCode: string | null;
  } | null>(null);

  useEffect(() => {
    if (!named) return;
    let live = true;
    api
      .call(API.messages.read, { msgIdx })
      .then((answer) => {
        if (!live) return;
        setUnread(answer.unread);
        setLoaded({ msgIdx, message: answer.message, errorCode: null });
      })
      .catch((error: unknown) => live && setLoaded({ msgIdx, message: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, msgIdx, named, setUnread]);

  if (!named) return <Navigate to={paths.messageList} replace />;
  const current = loaded?.msgIdx === msgIdx ? loaded : null;
  const message = current?.message;
  return (
    <PageFrame
      titleKey="front.message.title"
      actions={
        <Button component={RouterLink} to={paths.messageList} variant="outlined" size="small">
          {t('front.common.list')}
        </Button>
      }
    >
      <ListState loading={current === null} errorCode={current?.errorCode ?? null} empty={!message}>
        {message && (
          <PostBody title={message.title} html={message.content} meta={<span>{formatDate(message.sendTime)}</span>} />
        )}
      </ListState>
    </PageFrame>
  );
}
