import type { FastifyInstance } from 'fastify';
import { contentOffice } from '../../../../shared/endpoints/contentOffice';
import { getOfficeMessage, getOfficeMessages, listOfficeMessageRecords, sendOfficeMessage } from '../message/officeService';
import { officeCrudRoutes } from './crudRoutes';

/** `admin/messages`: messages area; a sent message is never edited. */
export function officeMessageRoutes(app: FastifyInstance): void {
  officeCrudRoutes(app, contentOffice.messages, { list: listOfficeMessageRecords, get: getOfficeMessage, getMany: getOfficeMessages, create: sendOfficeMessage });
}
