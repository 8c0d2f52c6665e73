import { z } from 'zod';
import {
  OfficeBoard,
  OfficeBoardCreateBody,
  OfficeBoardListBody,
  OfficeBoardRow,
  OfficeBoardUpdateBody,
} from '../api/board';
import { InquiryAnswerBody, OfficeInquiry, OfficeInquiryListBody } from '../api/inquiry';
import { OfficeMessage, OfficeMessageCreateBody, OfficeMessageListBody, OfficeMessageSent } from '../api/message';
import { OfficeBanner, OfficeBannerCreateBody, OfficeBannerListBody, OfficeBannerUpdateBody } from '../api/main';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import { endpoint, partner, staff } from './endpoint';

const Deleted = z.object({ id: z.number().int() });

/** One office resource's reads by the convention of ../api/office.ts: list (rows), get and getMany (records). */
const officeReads = <
  N extends string,
  A extends OfficeArea,
  L extends z.ZodType,
  R extends z.ZodType,
  W extends z.ZodType,
>(
  name: N,
  area: A,
  what: string,
  schemas: { listBody: L; record: R; row: W },
) => {
  const access = staff(area);
  const base = `/api/admin/${name}` as const;
  return {
    list: endpoint({
      path: `${base}/list`,
      body: schemas.listBody,
      response: officeList(schemas.row),
      access,
      summary: `${what}, paged`,
    }),
    get: endpoint({ path: `${base}/get`, body: OfficeId, response: schemas.record, access, summary: `One of ${what}` }),
    getMany: endpoint({
      path: `${base}/getMany`,
      body: OfficeIds,
      response: z.array(schemas.record),
      access,
      summary: `Several of ${what} by id`,
    }),
  };
};

/** A resource staff also create, update and delete. */
const officeCrud = <
  N extends string,
  A extends OfficeArea,
  L extends z.ZodType,
  R extends z.ZodType,
  W extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(
  name: N,
  area: A,
  what: string,
  schemas: { listBody: L; record: R; row: W; createBody: C; updateBody: U },
) => {
  const access = staff(area);
  const base = `/api/admin/${name}` as const;
  return {
    ...officeReads(name, area, what, schemas),
    create: endpoint({
      path: `${base}/create`,
      body: schemas.createBody,
      response: schemas.record,
      access,
      summary: `Add to ${what}`,
    }),
    update: endpoint({
      path: `${base}/update`,
      body: schemas.updateBody,
      response: schemas.record,
      access,
      summary: `Change the fields sent of one of ${what}`,
    }),
    delete: endpoint({
      path: `${base}/delete`,
      body: OfficeId,
      response: Deleted,
      access,
      summary: `Remove one of ${what}`,
    }),
  };
};

/** Posts in the office: notices, events and faq fix their board type, `boards` reaches every type. */
const boardResource = <N extends string>(name: N, what: string) =>
  officeCrud(name, OfficeArea.Content, what, {
    listBody: OfficeBoardListBody,
    record: OfficeBoard,
    row: OfficeBoardRow,
    createBody: OfficeBoardCreateBody,
    updateBody: OfficeBoardUpdateBody,
  });
export type OfficeBoardGroup = ReturnType<typeof boardResource<string>>;

/** The staff office's content resources (react-admin name `admin/<key>`). */
export const contentOffice = {
  notices: boardResource('notices', 'notices'),
  events: boardResource('events', 'events'),
  faq: boardResource('faq', 'FAQ entries'),
  boards: boardResource('boards', 'posts of any board'),
  inquiries: {
    ...officeReads('inquiries', OfficeArea.Content, 'Q&A inquiries', {
      listBody: OfficeInquiryListBody,
      record: OfficeInquiry,
      row: OfficeInquiry,
    }),
    answer: endpoint({
      path: '/api/admin/inquiries/answer',
      body: InquiryAnswerBody,
      response: OfficeInquiry,
      access: staff(OfficeArea.Content),
      summary: 'Answer (or correct the answer of) an inquiry; the member gets a message',
    }),
  },
  // A sent message is never edited.
  messages: {
    ...officeReads('messages', OfficeArea.Messages, 'sent messages', {
      listBody: OfficeMessageListBody,
      record: OfficeMessage,
      row: OfficeMessage,
    }),
    create: endpoint({
      path: '/api/admin/messages/create',
      body: OfficeMessageCreateBody,
      response: OfficeMessageSent,
      access: staff(OfficeArea.Messages),
      summary: 'Send a message to one member, a level or everyone',
    }),
  },
  banners: officeCrud('banners', OfficeArea.Content, 'banners and pop-ups', {
    listBody: OfficeBannerListBody,
    record: OfficeBanner,
    row: OfficeBanner,
    createBody: OfficeBannerCreateBody,
    updateBody: OfficeBannerUpdateBody,
  }),
};

/** The member detail's messages tab for a partner: messages sent to members of its subtree (read only). */
export const partnerMemberMessages = {
  list: endpoint({
    path: '/api/partner/memberMessages/list',
    body: OfficeMessageListBody,
    response: officeList(OfficeMessage),
    access: partner,
    summary: 'Messages sent to members of my subtree',
  }),
};
