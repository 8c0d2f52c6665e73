import type { FastifyInstance } from 'fastify';
import { contentOffice } from '../../../../shared/endpoints/contentOffice';
import { recordId } from '../../../http/recordId';
import { route } from '../../../http/route';
import { answerOfficeInquiry, getOfficeInquiries, getOfficeInquiry, listOfficeInquiryRecords } from './officeService';
import { officeCrudRoutes } from '../officeCrudRoutes';

/** `admin/inquiries`: staff of the content area read and answer Q&A. */
export function officeInquiryRoutes(app: FastifyInstance): void {
  const group = contentOffice.inquiries;
  officeCrudRoutes(app, group, { list: listOfficeInquiryRecords, get: getOfficeInquiry, getMany: getOfficeInquiries });
  route(app, group.answer, (req, caller) =>
    answerOfficeInquiry(req.deps, caller, recordId(req.body.id), req.body.answer),
  );
}
