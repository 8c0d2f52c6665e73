import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../../shared/api/common';
import { OfficeArea } from '../../../../shared/api/office';
import { InquiryAnswerBody, OfficeInquiryListBody } from '../../../../shared/api/inquiry';
import { post } from '../../../http/route';
import { answerOfficeInquiry, getOfficeInquiries, getOfficeInquiry, listOfficeInquiryRecords } from '../inquiry/officeService';
import { numericId, officeCrudRoutes } from './crudRoutes';
import { OFFICE_ACCESS, staffActor } from './staffActor';

/** `/api/admin/inquiries/list|get|getMany|answer`: staff of the content area answer Q&A. */
export function officeInquiryRoutes(app: FastifyInstance): void {
  officeCrudRoutes(app, '/api/admin/inquiries', {
    area: OfficeArea.Content,
    listBody: OfficeInquiryListBody,
    list: listOfficeInquiryRecords,
    get: getOfficeInquiry,
    getMany: getOfficeInquiries,
  });
  post(app, '/api/admin/inquiries/answer', { body: SiteBody.extend(InquiryAnswerBody.shape), access: OFFICE_ACCESS, guard: (req) => void staffActor(req, OfficeArea.Content) }, async (req) =>
    answerOfficeInquiry(req.deps, staffActor(req, OfficeArea.Content), numericId(req.body.id), req.body.answer),
  );
}
