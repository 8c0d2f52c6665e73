import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { DomainEvent } from '../../../src/server/events/bus';
import type { MessageListResponse, MessageReadResponse, MessageUpdateResponse } from '../../../src/shared/api/message';
import type { LoginResponse } from '../../../src/shared/api/member';

let t: TestApp;
let staff: string;
let member01: string;
let member02: string;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.bus.subscribe((e) => events.push(e));
  staff = await t.loginStaff();
  [member01, member02] = [await t.login('member01'), await t.login('member02')];
});
afterAll(() => t.close());

const send = (memId: string, title: string) =>
  t.call<{ id: number; recipients: number }>(
    '/api/admin/messages/create',
    { data: { memId, title, content: `<p>${title}</p>` } },
    { token: staff },
  );
const inbox = (token: string, body: Record<string, unknown> = {}) =>
  t.call<MessageListResponse>('/api/board/msgList', { page: 1, count_per_list: 10, ...body }, { token });
const update = (token: string, body: Record<string, unknown>) =>
  t.call<MessageUpdateResponse>('/api/board/msgUpdate', body, { token });
const msgEvents = (memberId: number) =>
  events.filter((e): e is Extract<DomainEvent, { type: 'msg' }> => e.type === 'msg' && e.memberId === memberId);
const memberId = async (memId: string) =>
  (await t.database.db.selectFrom('members').select('id').where('mem_id', '=', memId).executeTakeFirstOrThrow()).id;

describe('§4 unread count at login', () => {
  it('answers the seeded welcome message as msgInfo.newMsg', async () => {
    const res = await t.call<LoginResponse>('/api/member/login', { memId: 'member03', memPass: 'pass1234' });
    expect(res.data.msgInfo.newMsg).toBe(1);
  });
});

describe('message box', () => {
  it("lists one's own messages with all / read / unread and paging, newest first", async () => {
    for (const n of [1, 2, 3]) expect((await send('member01', `box ${n}`)).resultCode).toBe('200');
    const all = await inbox(member01);
    expect(all.data.pageInfo.tatal_list_count).toBe(4);
    expect(all.data.unread).toBe(4);
    expect(all.data.list.map((m) => m.title).slice(0, 3)).toEqual(['box 3', 'box 2', 'box 1']);
    expect(all.data.list.every((m) => m.readYn === 'N')).toBe(true);
    const page2 = await inbox(member01, { count_per_list: 3, page: 2 });
    expect(page2.data.list).toHaveLength(1);
    expect((await inbox(member01, { filter: 'read' })).data.pageInfo.tatal_list_count).toBe(0);
    expect((await inbox(member01, { filter: 'unread' })).data.pageInfo.tatal_list_count).toBe(4);
    expect((await inbox(member02)).data.list.every((m) => !m.title.startsWith('box'))).toBe(true);
  });

  it('marks a message read when opened and pushes the new unread count', async () => {
    const id01 = await memberId('member01');
    const before = msgEvents(id01).length;
    const target = (await inbox(member01)).data.list[0]!;
    const res = await t.call<MessageReadResponse>('/api/board/msgRead', { msgIdx: target.msgIdx }, { token: member01 });
    expect(res.resultCode).toBe('200');
    expect(res.data.message).toMatchObject({ msgIdx: target.msgIdx, readYn: 'Y' });
    expect(res.data.unread).toBe(3);
    expect(msgEvents(id01).slice(before)).toEqual([{ type: 'msg', memberId: id01, unread: 3 }]);
    // Opening it again changes nothing and pushes nothing.
    expect(
      (await t.call<MessageReadResponse>('/api/board/msgRead', { msgIdx: target.msgIdx }, { token: member01 })).data
        .unread,
    ).toBe(3);
    expect(msgEvents(id01).length).toBe(before + 1);
    expect((await inbox(member01, { filter: 'read' })).data.list.map((m) => m.msgIdx)).toEqual([target.msgIdx]);
  });

  it("does not open or touch another member's message (E007)", async () => {
    const theirs = (await inbox(member01, { filter: 'unread' })).data.list[0]!;
    expect((await t.call('/api/board/msgRead', { msgIdx: theirs.msgIdx }, { token: member02 })).resultCode).toBe(
      'E007',
    );
    expect((await update(member02, { action: 'read', msgIdxList: [theirs.msgIdx] })).resultCode).toBe('E007');
    expect((await update(member02, { action: 'delete', msgIdxList: [theirs.msgIdx] })).resultCode).toBe('E007');
    expect((await inbox(member01, { filter: 'unread' })).data.list.map((m) => m.msgIdx)).toContain(theirs.msgIdx);
  });

  it('§4 refuses to delete a selection holding an unread message (M002) and deletes nothing', async () => {
    const read = (await inbox(member01, { filter: 'read' })).data.list[0]!;
    const unread = (await inbox(member01, { filter: 'unread' })).data.list[0]!;
    const res = await update(member01, { action: 'delete', msgIdxList: [read.msgIdx, unread.msgIdx] });
    expect(res.resultCode).toBe('M002');
    expect((await inbox(member01)).data.pageInfo.tatal_list_count).toBe(4);

    const ok = await update(member01, { action: 'delete', msgIdxList: [read.msgIdx] });
    expect(ok.data).toEqual({ changed: 1, unread: 3 });
    expect((await inbox(member01)).data.pageInfo.tatal_list_count).toBe(3);
  });

  it('§5 needs at least one selected message', async () => {
    const res = await update(member01, { action: 'delete', msgIdxList: [] });
    expect(res.resultCode).toBe('E003');
    expect((res.data as unknown as { fields: string[] }).fields).toEqual(['msgIdxList']);
    expect((await update(member01, { action: 'read' })).resultCode).toBe('E003');
  });

  it('reads selected ones, then marks all read, pushing 0', async () => {
    const id01 = await memberId('member01');
    const [first] = (await inbox(member01, { filter: 'unread' })).data.list;
    expect((await update(member01, { action: 'read', msgIdxList: [first!.msgIdx] })).data).toEqual({
      changed: 1,
      unread: 2,
    });
    const all = await update(member01, { action: 'readAll' });
    expect(all.data).toEqual({ changed: 2, unread: 0 });
    expect(msgEvents(id01).at(-1)).toEqual({ type: 'msg', memberId: id01, unread: 0 });
    expect((await inbox(member01, { filter: 'unread' })).data.pageInfo.tatal_list_count).toBe(0);
    expect(
      (await t.call<LoginResponse>('/api/member/login', { memId: 'member01', memPass: 'pass1234' })).data.msgInfo
        .newMsg,
    ).toBe(0);
  });

  it('is for members only', async () => {
    expect((await t.call('/api/board/msgList', {})).resultCode).toBe('E006');
    expect((await t.call('/api/board/msgList', {}, { token: staff })).resultCode).toBe('E006');
  });

  it('pushes an arrival to an online recipient', async () => {
    const id02 = await memberId('member02');
    const before = msgEvents(id02).length;
    await send('member02', 'arrival');
    expect(msgEvents(id02).slice(before)).toEqual([{ type: 'msg', memberId: id02, unread: 2 }]);
    const res = await inbox(member02, { filter: 'unread' });
    expect(res.data.list[0]).toMatchObject({ title: 'arrival', content: '<p>arrival</p>' });
  });
});
