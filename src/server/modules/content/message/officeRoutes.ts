import type { FastifyInstance } from 'fastify';
import { contentOffice, partnerMemberMessages } from '../../../../shared/endpoints/contentOffice';
import { route } from '../../../http/route';
import { getOfficeMessage, getOfficeMessages, listOfficeMessageRecords, sendOfficeMessage } from './officeService';
import { officeCrudRoutes } from '../officeCrudRoutes';

/** `admin/messages`: messages area; a sent message is never edited. A partner reads those sent to its subtree. */
export function officeMessageRoutes(app: FastifyInstance): void {
  officeCrudRoutes(app, contentOffice.messages, {
    list: listOfficeMessageRecords,
    get: getOfficeMessage,
    getMany: getOfficeMessages,
    create: sendOfficeMessage,
  });
  route(app, partnerMemberMessages.list, (req, caller) => listOfficeMessageRecords(req.deps, caller, req.body));
}
