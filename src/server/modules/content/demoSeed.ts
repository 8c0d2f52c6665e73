import type { SeedStep } from '../../db/seed/demoSeed';
import { BoardCategory, BoardType } from '../../../shared/api/board';
import { BannerKind } from '../../../shared/api/main';

/** An inline SVG banner as a data URL, so the demo fetches nothing from outside. */
function svgBanner(width: number, height: number, from: string, to: string, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" fill="url(#g)"/>`
    + `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 7)}" font-weight="bold" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const NOTICES: [string, string][] = [
  ['서비스 이용 안내', '<p>WINNER를 이용해 주셔서 감사합니다. 회원님의 안전한 이용을 위해 비밀번호를 주기적으로 변경해 주세요.</p>'],
  ['입출금 점검 시간 안내', '<p>매일 <b>23:30 ~ 00:30</b>은 은행 점검 시간으로 환전 및 출금 신청이 불가합니다.</p>'],
  ['개인정보 보호 안내', '<p>운영진은 어떠한 경우에도 회원님의 비밀번호를 묻지 않습니다.</p>'],
];
const MARQUEE = ['WINNER에 오신 것을 환영합니다! 신규 회원 첫 충전 보너스 이벤트 진행 중', '매일 23:30 ~ 00:30 은행 점검 시간에는 출금 신청이 불가합니다'];
const EVENTS: [string, string][] = [
  ['신규 회원 첫 충전 10% 보너스', '<p>가입 후 첫 충전 시 충전 금액의 <b>10%</b>를 포인트로 지급합니다.</p>'],
  ['매일 출석 체크 이벤트', '<p>매일 출석하시면 포인트를 드립니다. 7일 연속 출석 시 추가 보너스!</p>'],
  ['미니게임 연승 이벤트', '<p>파워볼 5연승 달성 시 보너스 포인트를 지급합니다.</p>'],
];
const FAQ: [string, string][] = [
  ['충전은 어떻게 하나요?', '<p>마이페이지 &gt; 충전 신청에서 금액을 입력하고 안내된 계좌로 입금해 주세요.</p>'],
  ['출금은 언제 처리되나요?', '<p>출금 신청 후 보통 5~10분 안에 처리됩니다. 은행 점검 시간(23:30~00:30)에는 신청할 수 없습니다.</p>'],
  ['포인트는 어떻게 전환하나요?', '<p>상단의 포인트 전환 버튼에서 전환할 포인트를 입력하세요. 최소 전환 금액과 단위가 있습니다.</p>'],
  ['비밀번호를 잊어버렸어요.', '<p>고객센터 1:1 문의로 본인 확인 후 초기화해 드립니다.</p>'],
];
const GUIDES: [string, string, string][] = [
  [BoardType.Guide, '파워볼 게임 방법', '<p>파워볼은 일반볼 5개와 파워볼 1개로 결과가 정해지는 게임입니다. 홀/짝, 언더/오버를 선택하세요.</p>'],
  [BoardType.Rule, '베팅 규정', '<p>경기 시작 후 베팅은 취소할 수 없습니다. 동일 경기 내 상충되는 조합은 베팅할 수 없습니다.</p>'],
];

/**
 * Demo content (Korean, the main language): marquee lines, notices, three events, FAQ, guides, a
 * welcome message for each demo member (unread, so the new-message banner shows), two main
 * banners and one popup. Rows are a minute apart so lists have a stable newest-first order.
 */
export const seedContent: SeedStep = async (db, _config, ids) => {
  const base = Date.now() - 24 * 3600_000;
  let n = 0;
  const at = () => new Date(base + n++ * 60_000);
  const staffPost = (board_type: string, category: string, title: string, content: string) => ({
    site_id: ids.siteId,
    board_type,
    category,
    title,
    content,
    member_id: null,
    staff_id: ids.staffId,
    writer: '관리자',
    created_at: at(),
  });
  await db
    .insertInto('boards')
    .values([
      ...MARQUEE.map((t) => staffPost(BoardType.Marquee, BoardCategory.Notice, t, `<p>${t}</p>`)),
      ...NOTICES.map(([t, c]) => staffPost(BoardType.Notice, BoardCategory.Notice, t, c)),
      ...EVENTS.map(([t, c]) => staffPost(BoardType.Event, BoardCategory.Event, t, c)),
      ...FAQ.map(([t, c]) => staffPost(BoardType.Faq, BoardCategory.Normal, t, c)),
      ...GUIDES.map(([type, t, c]) => staffPost(type, BoardCategory.Introduction, t, c)),
    ])
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

  await db
    .insertInto('banners')
    .values([
      { site_id: ids.siteId, kind: BannerKind.Main, image: svgBanner(1200, 360, '#1a237e', '#7b1fa2', 'WINNER 첫 충전 10% 보너스'), link: '/eventlist', title: '첫 충전 보너스', ord: 1 },
      { site_id: ids.siteId, kind: BannerKind.Main, image: svgBanner(1200, 360, '#004d40', '#1565c0', '파워볼 미니게임 오픈'), link: '/minigame/powerball', title: '파워볼 오픈', ord: 2 },
      { site_id: ids.siteId, kind: BannerKind.Popup, image: svgBanner(480, 600, '#b71c1c', '#ff6f00', '공지: 은행 점검 23:30~00:30'), link: '/noticelist', title: '은행 점검 안내', ord: 1 },
    ])
    .execute();
};
