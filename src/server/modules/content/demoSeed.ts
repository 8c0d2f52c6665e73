import type { SeedStep } from '../../db/seed/demoSeed';
import { BoardCategory, BoardType } from '../../../shared/api/board';
import { BannerKind } from '../../../shared/api/main';

/**
 * An inline SVG banner as a data URL, so the demo fetches nothing from outside. Lines (split on
 * \n) are sized to fit the width: a popup's long line must not run off its own image.
 */
function svgBanner(width: number, height: number, from: string, to: string, text: string): string {
  const lines = text.split('\n');
  const longest = Math.max(...lines.map((l) => l.length));
  // a Hangul glyph is about one em wide; Latin letters less, so this errs on the small side
  const size = Math.min(Math.round(height / 7), Math.floor((width * 0.9) / longest));
  const top = height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const tspans = lines.map((l, i) => `<tspan x="50%" y="${Math.round(top + i * size * 1.2)}">${l}</tspan>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" fill="url(#g)"/>`
    + `<text fill="#fff" font-family="sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" dominant-baseline="middle">${tspans}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A post in Korean (the row) and English (board_texts): [title, content] each. */
type Post = { ko: [string, string]; en: [string, string] };

const NOTICES: Post[] = [
  {
    ko: ['서비스 이용 안내', '<p>WINNER를 이용해 주셔서 감사합니다. 회원님의 안전한 이용을 위해 비밀번호를 주기적으로 변경해 주세요.</p>'],
    en: ['Using the service', '<p>Thank you for choosing WINNER. For your safety, please change your password regularly.</p>'],
  },
  {
    ko: ['입출금 점검 시간 안내', '<p>매일 <b>23:30 ~ 00:30</b>은 은행 점검 시간으로 환전 및 출금 신청이 불가합니다.</p>'],
    en: ['Banking maintenance hours', '<p>Every day from <b>23:30 to 00:30</b> banks are under maintenance: withdrawals cannot be requested.</p>'],
  },
  {
    ko: ['개인정보 보호 안내', '<p>운영진은 어떠한 경우에도 회원님의 비밀번호를 묻지 않습니다.</p>'],
    en: ['Protecting your account', '<p>Our staff will never ask for your password, for any reason.</p>'],
  },
];
const MARQUEE: Post[] = [
  ['WINNER에 오신 것을 환영합니다! 신규 회원 첫 충전 보너스 이벤트 진행 중', 'Welcome to WINNER! First deposit bonus for new members now on'],
  ['매일 23:30 ~ 00:30 은행 점검 시간에는 출금 신청이 불가합니다', 'Withdrawals cannot be requested during bank maintenance, 23:30 to 00:30 daily'],
].map(([ko, en]) => ({ ko: [ko!, `<p>${ko}</p>`], en: [en!, `<p>${en}</p>`] }));
const EVENTS: Post[] = [
  {
    ko: ['신규 회원 첫 충전 10% 보너스', '<p>가입 후 첫 충전 시 충전 금액의 <b>10%</b>를 포인트로 지급합니다.</p>'],
    en: ['10% bonus on your first deposit', '<p>Your first deposit after joining earns <b>10%</b> of its amount in points.</p>'],
  },
  {
    ko: ['매일 출석 체크 이벤트', '<p>매일 출석하시면 포인트를 드립니다. 7일 연속 출석 시 추가 보너스!</p>'],
    en: ['Daily check-in event', '<p>Check in every day for points. Seven days in a row earn an extra bonus!</p>'],
  },
  {
    ko: ['미니게임 연승 이벤트', '<p>파워볼 5연승 달성 시 보너스 포인트를 지급합니다.</p>'],
    en: ['Minigame winning streak event', '<p>Win five Powerball rounds in a row for bonus points.</p>'],
  },
];
const FAQ: Post[] = [
  {
    ko: ['충전은 어떻게 하나요?', '<p>마이페이지 &gt; 충전 신청에서 금액을 입력하고 안내된 계좌로 입금해 주세요.</p>'],
    en: ['How do I deposit?', '<p>Enter the amount under My page &gt; Deposit and transfer it to the account shown.</p>'],
  },
  {
    ko: ['출금은 언제 처리되나요?', '<p>출금 신청 후 보통 5~10분 안에 처리됩니다. 은행 점검 시간(23:30~00:30)에는 신청할 수 없습니다.</p>'],
    en: ['When are withdrawals processed?', '<p>Usually within 5 to 10 minutes of the request. Requests are closed during bank maintenance (23:30 to 00:30).</p>'],
  },
  {
    ko: ['포인트는 어떻게 전환하나요?', '<p>상단의 포인트 전환 버튼에서 전환할 포인트를 입력하세요. 최소 전환 금액과 단위가 있습니다.</p>'],
    en: ['How do I convert points?', '<p>Use the point conversion button at the top and enter the points to convert. A minimum and a unit apply.</p>'],
  },
  {
    ko: ['비밀번호를 잊어버렸어요.', '<p>고객센터 1:1 문의로 본인 확인 후 초기화해 드립니다.</p>'],
    en: ['I forgot my password.', '<p>Ask customer service through a 1:1 inquiry: we reset it once we have confirmed it is you.</p>'],
  },
];
const GUIDES: [string, Post][] = [
  [
    BoardType.Guide,
    {
      ko: ['파워볼 게임 방법', '<p>파워볼은 일반볼 5개와 파워볼 1개로 결과가 정해지는 게임입니다. 홀/짝, 언더/오버를 선택하세요.</p>'],
      en: ['How to play Powerball', '<p>Powerball is decided by five normal balls and one power ball. Pick odd/even or under/over.</p>'],
    },
  ],
  [
    BoardType.Rule,
    {
      ko: ['베팅 규정', '<p>경기 시작 후 베팅은 취소할 수 없습니다. 동일 경기 내 상충되는 조합은 베팅할 수 없습니다.</p>'],
      en: ['Betting rules', '<p>A bet cannot be cancelled once the game has started. Conflicting picks within one game cannot be combined.</p>'],
    },
  ],
];

/**
 * Demo content in Korean (the main language) and English: marquee lines, notices, three events, FAQ, guides, a
 * welcome message for each demo member (unread, so the new-message banner shows), two main
 * banners and one popup. Rows are a minute apart so lists have a stable newest-first order.
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
    created_at: at(),
  });
  const posts: [string, string, Post][] = [
    ...MARQUEE.map((p): [string, string, Post] => [BoardType.Marquee, BoardCategory.Notice, p]),
    ...NOTICES.map((p): [string, string, Post] => [BoardType.Notice, BoardCategory.Notice, p]),
    ...EVENTS.map((p): [string, string, Post] => [BoardType.Event, BoardCategory.Event, p]),
    ...FAQ.map((p): [string, string, Post] => [BoardType.Faq, BoardCategory.Normal, p]),
    ...GUIDES.map(([type, p]): [string, string, Post] => [type, BoardCategory.Introduction, p]),
  ];
  const boards = await db
    .insertInto('boards')
    .values(posts.map(([type, category, post]) => staffPost(type, category, post)))
    .returning('id')
    .execute();
  // Rows come back in the order given: the n-th id is the n-th post.
  await db
    .insertInto('board_texts')
    .values(boards.map(({ id }, i) => ({ board_id: id, lang: 'en', title: posts[i]![2].en[0], content: posts[i]![2].en[1] })))
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

  // Each banner's lettering in Korean (the row) and English (banner_texts), same colours.
  const banners = [
    { kind: BannerKind.Main, size: [1200, 360], colours: ['#1a237e', '#7b1fa2'], link: '/eventlist', ord: 1, ko: ['첫 충전 보너스', 'WINNER 첫 충전 10% 보너스'], en: ['First deposit bonus', 'WINNER 10% first deposit bonus'] },
    { kind: BannerKind.Main, size: [1200, 360], colours: ['#004d40', '#1565c0'], link: '/minigame/powerball', ord: 2, ko: ['파워볼 오픈', '파워볼 미니게임 오픈'], en: ['Powerball is open', 'Powerball minigame now open'] },
    { kind: BannerKind.Popup, size: [480, 600], colours: ['#b71c1c', '#ff6f00'], link: '/noticelist', ord: 1, ko: ['은행 점검 안내', '공지\n은행 점검\n23:30~00:30'], en: ['Bank maintenance', 'Notice\nBank maintenance\n23:30-00:30'] },
  ] as const;
  const image = (b: (typeof banners)[number], lang: 'ko' | 'en') => svgBanner(b.size[0], b.size[1], b.colours[0], b.colours[1], b[lang][1]);
  const bannerIds = await db
    .insertInto('banners')
    .values(banners.map((b) => ({ site_id: ids.siteId, kind: b.kind, image: image(b, 'ko'), link: b.link, title: b.ko[0], ord: b.ord })))
    .returning('id')
    .execute();
  await db
    .insertInto('banner_texts')
    .values(bannerIds.map(({ id }, i) => ({ banner_id: id, lang: 'en', title: banners[i]!.en[0], image: image(banners[i]!, 'en') })))
    .execute();
};
