import type { FastifyInstance } from 'fastify';
import { messages } from '../../../../shared/endpoints/content';
import { route } from '../../../http/route';
import { requireViewerMember, viewerOf } from '../viewer';
import { listMessages, readMessage, updateMessages } from './service';
import { messageWriteLimits } from '../writeLimits';

/** §7 message calls: a member's own inbox only. */
export function messageRoutes(app: FastifyInstance): void {
  route(app, messages.list, (req) => listMessages(req.deps, requireViewerMember(viewerOf(req)), req.body));
  route(app, messages.read, (req) => readMessage(req.deps, requireViewerMember(viewerOf(req)), req.body.msgIdx));
  route(app, messages.update, (req) => updateMessages(req.deps, requireViewerMember(viewerOf(req)), req.body), {
    rateLimits: messageWriteLimits,
  });
}
