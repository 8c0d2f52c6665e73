import type { FastifyInstance } from 'fastify';
import { OfficeArea } from '../../../../shared/api/office';
import { OfficeMessageCreateBody, OfficeMessageListBody } from '../../../../shared/api/message';
import { getOfficeMessage, getOfficeMessages, listOfficeMessageRecords, sendOfficeMessage } from '../message/officeService';
import { officeCrudRoutes } from './crudRoutes';

/** `/api/admin/messages/list|get|getMany|create`: messages area; a sent message is never edited. */
export function officeMessageRoutes(app: FastifyInstance): void {
  officeCrudRoutes(app, '/api/admin/messages', {
    area: OfficeArea.Messages,
    listBody: OfficeMessageListBody,
    createBody: OfficeMessageCreateBody,
    list: listOfficeMessageRecords,
    get: getOfficeMessage,
    getMany: getOfficeMessages,
    create: sendOfficeMessage,
  });
}
