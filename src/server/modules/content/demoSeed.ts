import type { SeedStep } from '../../db/seed/demoSeed';
import type { Language } from '../../../shared/locales';
import { BoardCategory, BoardType } from '../../../shared/api/board';
import { BannerKind } from '../../../shared/api/main';
import { TEXT_LANGUAGES } from '../../../shared/api/contentTexts';
import { bannerArt, bannerFontFor, type BannerMotif } from './demoBannerArt';
import { BANNER_WORDS, EVENTS, FAQ, GUIDE, MARQUEE, NOTICES, RULES, type Post } from './demoTexts';

/**
 * Demo content in the six languages (Korean in the rows, the others as their translations):
 * marquee lines, notices, three events, FAQ, guides, a welcome message for each demo member
 * (unread, so the new-message banner shows), two main banners and one popup, each drawn with a
 * picture of its subject (demoBannerArt.ts). Rows are a minute apart so lists have a stable newest-first order.
 */
export const seedContent: SeedStep = async (db, _config, ids) => {
  const base = Date.now() - 24 * 3600_000;
  let n = 0;
  const at = () => new Date(base + n++ * 60_000);
  const staffPost = (board_type: string, category: string, post: Post) => ({
    site_id: ids.siteId,
    board_type,
    category,
    title: post.ko[0],
    content: post.ko[1],
    member_id: null,
    staff_id: ids.staffId,
    writer: '관리자',
    event_action: post.action ?? null,
    created_at: at(),
  });
  const posts: [string, string, Post][] = [
    ...MARQUEE.map((p): [string, string, Post] => [BoardType.Marquee, BoardCategory.Notice, p]),
    ...NOTICES.map((p): [string, string, Post] => [BoardType.Notice, BoardCategory.Notice, p]),
    ...EVENTS.map((p): [string, string, Post] => [BoardType.Event, BoardCategory.Event, p]),
    ...FAQ.map((p): [string, string, Post] => [BoardType.Faq, BoardCategory.Normal, p]),
    [BoardType.Guide, BoardCategory.Introduction, GUIDE],
    [BoardType.Rule, BoardCategory.Introduction, RULES],
  ];
  const boards = await db
    .insertInto('boards')
    .values(posts.map(([type, category, post]) => staffPost(type, category, post)))
    .returning('id')
    .execute();
  // Rows come back in the order given: the n-th id is the n-th post.
  await db
    .insertInto('board_texts')
    .values(
      boards.flatMap(({ id }, i) =>
        TEXT_LANGUAGES.map((lang) => ({
          board_id: id,
          lang,
          title: posts[i]![2][lang][0],
          content: posts[i]![2][lang][1],
        })),
      ),
    )
    .execute();

  await db
    .insertInto('messages')
    .values(
      ids.members.map((member_id) => ({
        site_id: ids.siteId,
        member_id,
        title: 'WINNER 가입을 환영합니다',
        content: '<p>회원님, 가입을 환영합니다! 궁금한 점은 고객센터 1:1 문의를 이용해 주세요.</p>',
        staff_id: ids.staffId,
        sent_at: at(),
      })),
    )
    .execute();

  // Each banner's picture and title in every language, same motif and colours.
  const banners: {
    kind: string;
    motif: BannerMotif;
    size: [number, number];
    colours: [string, string];
    link: string;
    ord: number;
  }[] = [
    {
      kind: BannerKind.Main,
      motif: 'bonus',
      size: [1200, 360],
      colours: ['#1a237e', '#7b1fa2'],
      link: '/eventlist',
      ord: 1,
    },
    {
      kind: BannerKind.Main,
      motif: 'powerball',
      size: [1200, 360],
      colours: ['#004d40', '#1565c0'],
      link: '/minigame/powerball',
      ord: 2,
    },
    {
      kind: BannerKind.Popup,
      motif: 'maintenance',
      size: [480, 600],
      colours: ['#b71c1c', '#ff6f00'],
      link: '/noticelist',
      ord: 1,
    },
  ];
  const image = (b: (typeof banners)[number], lang: Language) =>
    bannerArt(b.motif, b.size[0], b.size[1], b.colours, BANNER_WORDS[b.motif][lang][1], bannerFontFor(lang));
  const bannerIds = await db
    .insertInto('banners')
    .values(
      banners.map((b) => ({
        site_id: ids.siteId,
        kind: b.kind,
        image: image(b, 'ko'),
        link: b.link,
        title: BANNER_WORDS[b.motif].ko[0],
        ord: b.ord,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('banner_texts')
    .values(
      bannerIds.flatMap(({ id }, i) =>
        TEXT_LANGUAGES.map((lang) => ({
          banner_id: id,
          lang,
          title: BANNER_WORDS[banners[i]!.motif][lang][0],
          image: image(banners[i]!, lang),
        })),
      ),
    )
    .execute();
};
