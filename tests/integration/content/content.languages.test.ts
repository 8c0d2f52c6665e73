import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { BoardDetailResponse, BoardListResponse, OfficeBoard } from '../../../src/shared/api/board';
import type { BannerListResponse, MainResponse, OfficeBanner } from '../../../src/shared/api/main';

// Content in six languages, Korean required and every language's fallback
// (docs/domains/content.md#languages).
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginStaff();
});
afterAll(() => t.close());

const admin = <T>(path: string, body: Record<string, unknown>) =>
  t.call<T>(`/api/admin/${path}`, body, { token: staff });
const inLang = <T>(lang: string, path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(path, body, { 'accept-language': lang });
const readNotice = async (lang: string, boardIdx: number) =>
  (await inLang<BoardDetailResponse>(lang, '/api/board/notice/datail', { boardIdx })).data.board;
const svg = (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`).toString('base64')}`;

describe('a notice in Korean and English', () => {
  let id: number;

  beforeAll(async () => {
    const created = await admin<OfficeBoard>('notices/create', {
      data: {
        title: '점검 안내',
        content: '<p>오늘 점검이 있습니다.</p>',
        texts: {
          en: { title: 'Maintenance today', content: '<p>There is maintenance today.<script>alert(1)</script></p>' },
        },
      },
    });
    expect(created.resultCode).toBe('200');
    id = created.data.id;
    expect(created.data.texts.en).toEqual({
      title: 'Maintenance today',
      content: '<p>There is maintenance today.</p>',
    });
  });

  it('reads the same notice in ko and en, and in Korean for th, which has no text of its own', async () => {
    expect(await readNotice('ko', id)).toMatchObject({ title: '점검 안내', content: '<p>오늘 점검이 있습니다.</p>' });
    expect(await readNotice('en', id)).toMatchObject({
      title: 'Maintenance today',
      content: '<p>There is maintenance today.</p>',
    });
    expect(await readNotice('th', id)).toMatchObject({ title: '점검 안내', content: '<p>오늘 점검이 있습니다.</p>' });
    // a browser's own header maps to our codes; none at all is Korean
    expect((await readNotice('en-US,en;q=0.9', id)).title).toBe('Maintenance today');
    expect(
      (await (await t.call<BoardDetailResponse>('/api/board/notice/datail', { boardIdx: id })).data.board).title,
    ).toBe('점검 안내');
  });

  it('lists it in the reader language and finds it by its English words', async () => {
    const en = await inLang<BoardListResponse>('en', '/api/board/notice/list', {});
    expect(en.data.list.find((b) => b.boardIdx === id)?.title).toBe('Maintenance today');
    const found = await inLang<BoardListResponse>('ko', '/api/board/notice/list', { searchValue: 'maintenance today' });
    expect(found.data.list.map((b) => b.boardIdx)).toContain(id);
    const main = await inLang<MainResponse>('en', '/api/main');
    expect(main.data.noticeList.find((b) => b.boardIdx === id)?.title).toBe('Maintenance today');
  });

  it('an English text left empty shows Korean again; only the English title falls back when its content stays', async () => {
    expect(
      (await admin('notices/update', { id, data: { texts: { en: { title: '', content: '<p>Only the body.</p>' } } } }))
        .resultCode,
    ).toBe('200');
    expect(await readNotice('en', id)).toMatchObject({ title: '점검 안내', content: '<p>Only the body.</p>' });
    expect(
      (await admin('notices/update', { id, data: { texts: { en: { title: '', content: '' } } } })).resultCode,
    ).toBe('200');
    expect((await readNotice('en', id)).content).toBe('<p>오늘 점검이 있습니다.</p>');
    expect((await admin<OfficeBoard>('notices/get', { id })).data.texts).toEqual({});
  });

  it('refuses a language we do not have and an over-long title with E003, changing nothing', async () => {
    expect((await admin('notices/update', { id, data: { texts: { fr: { title: 'Bonjour' } } } })).resultCode).toBe(
      'E003',
    );
    expect(
      (await admin('notices/update', { id, data: { texts: { en: { title: 'x'.repeat(201) } } } })).resultCode,
    ).toBe('E003');
    expect((await admin<OfficeBoard>('notices/get', { id })).data.texts).toEqual({});
  });
});

describe('the demo content', () => {
  it('shows its notices and main banners in English to an English reader', async () => {
    const ko = await inLang<BoardListResponse>('ko', '/api/board/notice/list');
    const en = await inLang<BoardListResponse>('en', '/api/board/notice/list');
    expect(ko.data.list.map((b) => b.title)).toContain('서비스 이용 안내');
    expect(en.data.list.map((b) => b.title)).toContain('Using the service');
    const banners = await inLang<BannerListResponse>('en', '/api/etc/banner');
    expect(banners.data.list.map((b) => b.title)).toContain('First deposit bonus');
  });

  it('draws the Thai banners in Thai, with the Thai font inside the picture', async () => {
    const banners = await inLang<BannerListResponse>('th', '/api/etc/banner');
    expect(banners.data.list.length).toBeGreaterThan(0);
    const pictureOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    for (const b of banners.data.list) {
      const picture = await pictureOf(b.image);
      const lettering = picture.slice(picture.lastIndexOf('<text'));
      // Thai letters, no Hangul: the picture is the Thai reader's own
      expect(lettering).toMatch(/[\u0e01-\u0e5b]/);
      expect(lettering).not.toMatch(/[\uac00-\ud7af]/);
      // an SVG shown as an image reads no web font: the Thai face travels inside it
      expect(picture).toContain('@font-face');
      expect(picture).toContain('data:font/woff2;base64,');
    }
    const en = await inLang<BannerListResponse>('en', '/api/etc/banner');
    const english = await pictureOf(en.data.list[0]!.image);
    expect(english).toContain('<svg');
    expect(english).not.toContain('@font-face');
  });
});

describe('a banner with its own English image', () => {
  it('serves the English title and image to en, the Korean ones to th', async () => {
    const created = await admin<OfficeBanner>('banners/create', {
      data: {
        kind: 'popup',
        image: svg('한국어'),
        title: '한국어 팝업',
        texts: { en: { title: 'English popup', image: svg('English') } },
      },
    });
    expect(created.resultCode).toBe('200');
    const id = created.data.id;
    expect(created.data.texts?.en).toEqual({ title: 'English popup', image: svg('English') });

    const popup = async (lang: string) =>
      (await inLang<BannerListResponse>(lang, '/api/etc/popupList')).data.list.find((b) => b.bannerIdx === id)!;
    const en = await popup('en');
    const th = await popup('th');
    expect(en.title).toBe('English popup');
    expect(en.image).toMatch(new RegExp(`^/uploads/banner/${id}\\?lang=en&v=\\d+$`));
    expect(th.title).toBe('한국어 팝업');
    expect(th.image).toMatch(new RegExp(`^/uploads/banner/${id}\\?v=\\d+$`));
    const body = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await body(en.image)).toContain('English');
    expect(await body(th.image)).toContain('한국어');

    // removing the English image keeps the English title; the Korean image shows
    expect(
      (await admin('banners/update', { id, data: { texts: { en: { title: 'English popup', image: '' } } } }))
        .resultCode,
    ).toBe('200');
    expect((await popup('en')).image).toMatch(new RegExp(`^/uploads/banner/${id}\\?v=\\d+$`));
    expect((await admin('banners/delete', { id })).resultCode).toBe('200');
    expect(await t.database.db.selectFrom('banner_texts').selectAll().where('banner_id', '=', id).execute()).toEqual(
      [],
    );
  });
});
