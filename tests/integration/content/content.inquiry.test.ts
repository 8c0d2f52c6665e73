import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { InquiryDetailResponse, InquiryListResponse, OfficeInquiry } from '../../../src/shared/api/inquiry';
import type { OfficeList } from '../../../src/shared/api/office';
import type { MessageListResponse } from '../../../src/shared/api/message';

let t: TestApp;
let staff: string;
let member01: string;
let member02: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginStaff();
  [member01, member02] = [await t.login('member01'), await t.login('member02')];
});
afterAll(() => t.close());

const ask = (token: string, body: Record<string, unknown>) =>
  t.call<{ boardIdx: number }>('/api/board/qna/save', { actionKind: 'upload', qnaType: 'deposit', ...body }, { token });
const mine = (token: string, body: Record<string, unknown> = {}) =>
  t.call<InquiryListResponse>('/api/board/qna/list', { page: 1, count_per_list: 10, ...body }, { token });
const open = (token: string, boardIdx: number) =>
  t.call<InquiryDetailResponse>('/api/board/qna/datail', { boardIdx }, { token });

describe('Q&A: write, list own, read with answer', () => {
  let asked: number;

  it('writes an inquiry of a QNA_TYPE, sanitised, waiting', async () => {
    const res = await ask(member01, {
      title: '입금 <b>확인</b>',
      content: '<p>입금했어요</p><script>steal()</script>',
    });
    expect(res.resultCode).toBe('200');
    asked = res.data.boardIdx;
    const detail = await open(member01, asked);
    expect(detail.data.board).toMatchObject({
      boardIdx: asked,
      qnaType: 'deposit',
      title: '입금 확인',
      content: '<p>입금했어요</p>',
      status: 'wait',
      answer: '',
      answerDate: null,
    });
  });

  it('refuses an unknown type and empty fields with E003', async () => {
    const bad = await ask(member01, { qnaType: 'lottery', title: 't', content: 'c' });
    expect(bad).toMatchObject({ resultCode: 'E003', data: { fields: ['qnaType'] } });
    expect((await ask(member01, { title: '', content: '' })).resultCode).toBe('E003');
    expect(
      (await t.call('/api/board/qna/save', { actionKind: 'upload', qnaType: 'deposit', title: 't', content: 'c' }))
        .resultCode,
    ).toBe('E006');
  });

  it("shows a member only its own inquiries: another's idx answers E007", async () => {
    await ask(member02, { title: 'member02 question', content: 'q' });
    const list01 = await mine(member01);
    expect(list01.data.list.map((i) => i.boardIdx)).toEqual([asked]);
    expect(list01.data.pageInfo.tatal_list_count).toBe(1);
    expect((await open(member02, asked)).resultCode).toBe('E007');
    expect(
      (await t.call('/api/board/qna/save', { actionKind: 'delete', boardIdx: asked }, { token: member02 })).resultCode,
    ).toBe('E007');
    expect((await mine(member01)).data.list).toHaveLength(1);
  });

  it('staff answers: status answer with its date, the member gets a message, the action is audited', async () => {
    const list = await t.call<OfficeList<OfficeInquiry>>(
      '/api/admin/inquiries/list',
      { filter: { status: 'wait', memId: 'member01' } },
      { token: staff },
    );
    expect(list.data.list.map((i) => i.id)).toEqual([asked]);
    const before = (await t.call<MessageListResponse>('/api/board/msgList', {}, { token: member01 })).data.unread;

    const res = await t.call<OfficeInquiry>(
      '/api/admin/inquiries/answer',
      { id: asked, answer: '<p>확인되었습니다</p><img src=x onerror=alert(1)>' },
      { token: staff },
    );
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({
      id: asked,
      status: 'answer',
      answer: '<p>확인되었습니다</p>',
      answeredBy: 'admin',
      memId: 'member01',
    });

    const detail = (await open(member01, asked)).data.board;
    expect(detail).toMatchObject({ status: 'answer', answer: '<p>확인되었습니다</p>' });
    expect(detail.answerDate).not.toBeNull();
    expect((await mine(member01, { status: 'answer' })).data.list.map((i) => i.boardIdx)).toEqual([asked]);
    expect((await mine(member01, { status: 'wait' })).data.list).toEqual([]);

    const inbox = await t.call<MessageListResponse>('/api/board/msgList', {}, { token: member01 });
    expect(inbox.data.unread).toBe(before + 1);
    expect(inbox.data.list[0]).toMatchObject({
      title: '[답변] 입금 확인',
      content: '<p>확인되었습니다</p>',
      readYn: 'N',
    });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'inquiry.answer')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_kind: 'staff', actor_id: 'admin', target: `inquiry:${asked}` }),
    ]);
  });

  it('answers E007 for an unknown inquiry and changes nothing', async () => {
    expect(
      (await t.call('/api/admin/inquiries/answer', { id: 999999, answer: 'x' }, { token: staff })).resultCode,
    ).toBe('E007');
    expect(
      await t.database.db.selectFrom('audit_log').select('id').where('target', '=', 'inquiry:999999').execute(),
    ).toEqual([]);
  });

  it('lets a member delete its own inquiry', async () => {
    const { data } = await ask(member02, { title: 'to delete', content: 'x' });
    expect(
      (await t.call('/api/board/qna/save', { actionKind: 'delete', boardIdx: data.boardIdx }, { token: member02 }))
        .resultCode,
    ).toBe('200');
    expect((await open(member02, data.boardIdx)).resultCode).toBe('E007');
  });
});
