import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../../shared/api/common';
import { MessageListRequest, MessageReadRequest, MessageUpdateRequest } from '../../../../shared/api/message';
import { post } from '../../../http/route';
import { requireViewerMember, viewerOf } from '../viewer';
import { listMessages, readMessage, updateMessages } from './service';

/** §7 message calls: a member's own inbox only. */
export function messageRoutes(app: FastifyInstance): void {
  post(app, '/api/board/msgList', { body: SiteBody.extend(MessageListRequest.shape), access: 'member' }, (req) =>
    listMessages(req.deps, requireViewerMember(viewerOf(req)), req.body),
  );
  post(app, '/api/board/msgRead', { body: SiteBody.extend(MessageReadRequest.shape), access: 'member' }, (req) =>
    readMessage(req.deps, requireViewerMember(viewerOf(req)), req.body.msgIdx),
  );
  post(app, '/api/board/msgUpdate', { body: SiteBody.and(MessageUpdateRequest), access: 'member' }, (req) =>
    updateMessages(req.deps, requireViewerMember(viewerOf(req)), req.body),
  );
}
