import type { Language } from '../../../shared/locales';
import { EventAction } from '../../../shared/api/board';

/** A demo post in every language: [title, content]. Korean is the row, the others board_texts; an event's action. */
export type Post = Texts & { action?: EventAction };
type Texts = Record<Language, [title: string, content: string]>;

const p = (text: string) => `<p>${text}</p>`;
/** A post whose content is its title as one paragraph (the marquee lines). */
const line = (texts: Record<Language, string>): Post =>
  Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, [text, p(text)]])) as Texts;

export const MARQUEE: Post[] = [
  line({
    ko: 'WINNER에 오신 것을 환영합니다! 매일 첫 충전 10% 보너스 이벤트 진행 중',
    en: 'Welcome to WINNER! A 10% bonus on your first deposit of every day',
    th: 'ยินดีต้อนรับสู่ WINNER! โบนัส 10% สำหรับการฝากครั้งแรกของทุกวัน',
    cn: '欢迎来到 WINNER！每日首充 10% 奖金活动进行中',
    jp: 'WINNERへようこそ！毎日の初回入金10%ボーナス実施中',
    vn: 'Chào mừng đến với WINNER! Thưởng 10% cho lần nạp đầu tiên mỗi ngày',
  }),
  line({
    ko: '매일 23:30 ~ 00:30 은행 점검 시간에는 출금 신청이 불가합니다',
    en: 'Withdrawals cannot be requested during bank maintenance, 23:30 to 00:30 daily',
    th: 'ไม่สามารถขอถอนเงินได้ในช่วงปิดปรับปรุงธนาคาร 23:30 ถึง 00:30 ทุกวัน',
    cn: '每日 23:30 至 00:30 银行维护期间无法申请提款',
    jp: '毎日23:30〜00:30の銀行メンテナンス中は出金申請ができません',
    vn: 'Không thể yêu cầu rút tiền trong giờ bảo trì ngân hàng 23:30 đến 00:30 hằng ngày',
  }),
];

export const NOTICES: Post[] = [
  {
    ko: [
      '서비스 이용 안내',
      p('WINNER를 이용해 주셔서 감사합니다. 회원님의 안전한 이용을 위해 비밀번호를 주기적으로 변경해 주세요.'),
    ],
    en: [
      'Using the service',
      p('Thank you for choosing WINNER. For your safety, please change your password regularly.'),
    ],
    th: ['คำแนะนำการใช้บริการ', p('ขอบคุณที่เลือกใช้ WINNER เพื่อความปลอดภัย โปรดเปลี่ยนรหัสผ่านเป็นประจำ')],
    cn: ['服务使用说明', p('感谢您选择 WINNER。为了您的账户安全，请定期更改密码。')],
    jp: [
      'サービスご利用案内',
      p('WINNERをご利用いただきありがとうございます。安全のため、パスワードを定期的に変更してください。'),
    ],
    vn: ['Hướng dẫn sử dụng dịch vụ', p('Cảm ơn bạn đã chọn WINNER. Để an toàn, vui lòng đổi mật khẩu thường xuyên.')],
  },
  {
    ko: ['입출금 점검 시간 안내', p('매일 <b>23:30 ~ 00:30</b>은 은행 점검 시간으로 환전 및 출금 신청이 불가합니다.')],
    en: [
      'Banking maintenance hours',
      p('Every day from <b>23:30 to 00:30</b> banks are under maintenance: withdrawals cannot be requested.'),
    ],
    th: ['เวลาปิดปรับปรุงระบบธนาคาร', p('ทุกวันเวลา <b>23:30 ถึง 00:30</b> ธนาคารปิดปรับปรุง ไม่สามารถขอถอนเงินได้')],
    cn: ['银行维护时间说明', p('每日 <b>23:30 至 00:30</b> 为银行维护时间，无法申请提款。')],
    jp: [
      '入出金メンテナンス時間のご案内',
      p('毎日 <b>23:30〜00:30</b> は銀行メンテナンスのため、出金申請ができません。'),
    ],
    vn: [
      'Giờ bảo trì ngân hàng',
      p('Hằng ngày từ <b>23:30 đến 00:30</b> ngân hàng bảo trì: không thể yêu cầu rút tiền.'),
    ],
  },
  {
    ko: ['개인정보 보호 안내', p('운영진은 어떠한 경우에도 회원님의 비밀번호를 묻지 않습니다.')],
    en: ['Protecting your account', p('Our staff will never ask for your password, for any reason.')],
    th: ['การปกป้องบัญชีของคุณ', p('เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านของคุณไม่ว่ากรณีใด ๆ')],
    cn: ['个人信息保护说明', p('我们的工作人员在任何情况下都不会询问您的密码。')],
    jp: ['個人情報保護のご案内', p('運営スタッフがお客様のパスワードを尋ねることは一切ありません。')],
    vn: [
      'Bảo vệ tài khoản của bạn',
      p('Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn vì bất kỳ lý do nào.'),
    ],
  },
];

export const EVENTS: Post[] = [
  {
    // What the demo's first-deposit program grants (bonuses/demoSeed.ts): nothing shown that is not paid.
    ko: [
      '매일 첫 충전 10% 보너스',
      p(
        '매일 첫 입금 시 입금 신청서에서 보너스를 선택하면 입금액의 <b>10%</b>(최대 100,000원)를 캐시로 지급합니다. 출금 전 보너스의 3배를 베팅해야 하며(슬롯 100%, 카지노 10%, 스포츠 단폴 50% 반영), 72시간 안에 마치지 못하면 남은 보너스는 회수됩니다.',
      ),
    ],
    en: [
      '10% bonus on your first deposit of the day',
      p(
        'Choose the bonus on the deposit form for your first deposit of the day: <b>10%</b> of it in cash, up to 100,000. Wager 3× the bonus before withdrawing (slots count 100%, casino 10%, sports singles 50%); what is not wagered within 72 hours is taken back.',
      ),
    ],
    th: [
      'โบนัส 10% สำหรับการฝากแรกของวัน',
      p(
        'เลือกโบนัสในแบบฟอร์มฝากสำหรับการฝากแรกของวัน รับ <b>10%</b> เป็นเงินสด สูงสุด 100,000 ต้องเดิมพัน 3 เท่าของโบนัสก่อนถอน (สล็อตนับ 100% คาสิโน 10% กีฬาเดี่ยว 50%) ส่วนที่ไม่ได้เดิมพันภายใน 72 ชั่วโมงจะถูกเรียกคืน',
      ),
    ],
    cn: [
      '每日首充 10% 奖金',
      p(
        '每日首次存款时在存款表单中选择奖金，即可获得存款额 <b>10%</b> 的现金（最高 100,000）。提现前需完成奖金 3 倍流水（老虎机计 100%，真人娱乐场 10%，体育单注 50%），72 小时内未完成的部分将被收回。',
      ),
    ],
    jp: [
      '毎日の初回入金10%ボーナス',
      p(
        'その日最初の入金で入金フォームのボーナスを選ぶと、入金額の<b>10%</b>（最大100,000）をキャッシュで付与します。出金前にボーナスの3倍のベットが必要です（スロット100%、カジノ10%、スポーツ シングル50%）。72時間以内に消化できなかった分は回収されます。',
      ),
    ],
    vn: [
      'Thưởng 10% lần nạp đầu trong ngày',
      p(
        'Chọn thưởng trên form nạp cho lần nạp đầu tiên trong ngày: nhận <b>10%</b> bằng tiền mặt, tối đa 100,000. Cần cược gấp 3 lần khoản thưởng trước khi rút (slot tính 100%, casino 10%, thể thao cược đơn 50%); phần chưa cược trong 72 giờ sẽ bị thu hồi.',
      ),
    ],
  },
  {
    ko: ['매일 출석 체크 이벤트', p('매일 출석하시면 포인트를 드립니다. 7일 연속 출석 시 추가 보너스!')],
    en: ['Daily check-in event', p('Check in every day for points. Seven days in a row earn an extra bonus!')],
    th: ['กิจกรรมเช็คอินรายวัน', p('เช็คอินทุกวันรับคะแนน เช็คอินติดต่อกัน 7 วันรับโบนัสเพิ่ม!')],
    cn: ['每日签到活动', p('每天签到即可获得积分，连续签到 7 天再送额外奖金！')],
    jp: ['毎日出席チェックイベント', p('毎日出席でポイントを進呈。7日連続出席で追加ボーナス！')],
    vn: ['Sự kiện điểm danh hằng ngày', p('Điểm danh mỗi ngày để nhận điểm. Bảy ngày liên tiếp được thưởng thêm!')],
    action: EventAction.Attendance,
  },
  {
    ko: ['미니게임 연승 이벤트', p('파워볼 5연승 달성 시 보너스 포인트를 지급합니다.')],
    en: ['Minigame winning streak event', p('Win five Powerball rounds in a row for bonus points.')],
    th: ['กิจกรรมชนะติดต่อกันมินิเกม', p('ชนะพาวเวอร์บอลติดต่อกัน 5 รอบ รับคะแนนโบนัส')],
    cn: ['迷你游戏连胜活动', p('强力球连胜 5 局即可获得奖励积分。')],
    jp: ['ミニゲーム連勝イベント', p('パワーボールで5連勝するとボーナスポイントを進呈します。')],
    vn: ['Sự kiện chuỗi thắng minigame', p('Thắng năm ván Powerball liên tiếp để nhận điểm thưởng.')],
  },
];

export const FAQ: Post[] = [
  {
    ko: ['충전은 어떻게 하나요?', p('마이페이지 &gt; 충전 신청에서 금액을 입력하고 안내된 계좌로 입금해 주세요.')],
    en: ['How do I deposit?', p('Enter the amount under My page &gt; Deposit and transfer it to the account shown.')],
    th: ['ฝากเงินอย่างไร?', p('กรอกจำนวนเงินที่ หน้าของฉัน &gt; ฝากเงิน แล้วโอนไปยังบัญชีที่แสดง')],
    cn: ['如何充值？', p('请在 我的页面 &gt; 充值申请 中输入金额，并转账至显示的账户。')],
    jp: [
      '入金はどうすればいいですか？',
      p('マイページ &gt; 入金申請で金額を入力し、案内された口座へお振り込みください。'),
    ],
    vn: [
      'Nạp tiền như thế nào?',
      p('Nhập số tiền tại Trang của tôi &gt; Nạp tiền và chuyển vào tài khoản được hiển thị.'),
    ],
  },
  {
    ko: [
      '출금은 언제 처리되나요?',
      p('출금 신청 후 보통 5~10분 안에 처리됩니다. 은행 점검 시간(23:30~00:30)에는 신청할 수 없습니다.'),
    ],
    en: [
      'When are withdrawals processed?',
      p('Usually within 5 to 10 minutes of the request. Requests are closed during bank maintenance (23:30 to 00:30).'),
    ],
    th: [
      'การถอนเงินดำเนินการเมื่อใด?',
      p('โดยปกติภายใน 5 ถึง 10 นาทีหลังยื่นคำขอ ไม่สามารถยื่นคำขอได้ในช่วงปิดปรับปรุงธนาคาร (23:30 ถึง 00:30)'),
    ],
    cn: ['提款什么时候处理？', p('申请后通常在 5 至 10 分钟内处理。银行维护时间（23:30 至 00:30）无法申请。')],
    jp: [
      '出金はいつ処理されますか？',
      p('申請後、通常5〜10分以内に処理されます。銀行メンテナンス時間（23:30〜00:30）は申請できません。'),
    ],
    vn: [
      'Khi nào lệnh rút tiền được xử lý?',
      p(
        'Thường trong vòng 5 đến 10 phút sau khi yêu cầu. Không thể yêu cầu trong giờ bảo trì ngân hàng (23:30 đến 00:30).',
      ),
    ],
  },
  {
    ko: [
      '포인트는 어떻게 전환하나요?',
      p('상단의 포인트 전환 버튼에서 전환할 포인트를 입력하세요. 최소 전환 금액과 단위가 있습니다.'),
    ],
    en: [
      'How do I convert points?',
      p('Use the point conversion button at the top and enter the points to convert. A minimum and a unit apply.'),
    ],
    th: ['แลกคะแนนอย่างไร?', p('กดปุ่มแลกคะแนนด้านบนแล้วกรอกจำนวนคะแนน มีขั้นต่ำและหน่วยการแลกกำหนดไว้')],
    cn: ['如何转换积分？', p('点击顶部的积分转换按钮，输入要转换的积分。有最低金额和单位限制。')],
    jp: [
      'ポイントはどう交換しますか？',
      p('上部のポイント交換ボタンから交換するポイントを入力してください。最低額と単位があります。'),
    ],
    vn: [
      'Đổi điểm như thế nào?',
      p('Dùng nút đổi điểm ở trên cùng và nhập số điểm cần đổi. Có mức tối thiểu và đơn vị.'),
    ],
  },
  {
    ko: ['비밀번호를 잊어버렸어요.', p('고객센터 1:1 문의로 본인 확인 후 초기화해 드립니다.')],
    en: [
      'I forgot my password.',
      p('Ask customer service through a 1:1 inquiry: we reset it once we have confirmed it is you.'),
    ],
    th: ['ลืมรหัสผ่าน', p('ติดต่อฝ่ายบริการลูกค้าผ่านการสอบถาม 1:1 เราจะรีเซ็ตให้หลังยืนยันตัวตน')],
    cn: ['忘记密码了。', p('请通过客服 1:1 咨询，确认身份后为您重置。')],
    jp: ['パスワードを忘れました。', p('カスタマーセンターの1:1お問い合わせから、本人確認後に初期化いたします。')],
    vn: [
      'Tôi quên mật khẩu.',
      p('Hãy hỏi bộ phận chăm sóc khách hàng qua hỏi đáp 1:1: chúng tôi đặt lại sau khi xác minh.'),
    ],
  },
];

export const GUIDE: Post = {
  ko: [
    '파워볼 게임 방법',
    p('파워볼은 일반볼 5개와 파워볼 1개로 결과가 정해지는 게임입니다. 홀/짝, 언더/오버를 선택하세요.'),
  ],
  en: [
    'How to play Powerball',
    p('Powerball is decided by five normal balls and one power ball. Pick odd/even or under/over.'),
  ],
  th: ['วิธีเล่นพาวเวอร์บอล', p('พาวเวอร์บอลตัดสินด้วยลูกบอลปกติ 5 ลูกและพาวเวอร์บอล 1 ลูก เลือกคี่/คู่ หรือ ต่ำ/สูง')],
  cn: ['强力球玩法', p('强力球由 5 个普通球和 1 个强力球决定结果。请选择单/双或小/大。')],
  jp: [
    'パワーボールの遊び方',
    p('パワーボールは通常ボール5個とパワーボール1個で結果が決まります。奇数/偶数、アンダー/オーバーを選んでください。'),
  ],
  vn: [
    'Cách chơi Powerball',
    p('Powerball được quyết định bởi năm bóng thường và một bóng power. Chọn lẻ/chẵn hoặc xỉu/tài.'),
  ],
};

export const RULES: Post = {
  ko: ['베팅 규정', p('경기 시작 후 베팅은 취소할 수 없습니다. 동일 경기 내 상충되는 조합은 베팅할 수 없습니다.')],
  en: [
    'Betting rules',
    p('A bet cannot be cancelled once the game has started. Conflicting picks within one game cannot be combined.'),
  ],
  th: ['กฎการเดิมพัน', p('ไม่สามารถยกเลิกการเดิมพันหลังเกมเริ่มแล้ว ไม่สามารถรวมตัวเลือกที่ขัดแย้งกันในเกมเดียวกันได้')],
  cn: ['投注规则', p('比赛开始后投注不可取消。同一场比赛中相互冲突的选项不可组合投注。')],
  jp: ['ベット規定', p('試合開始後のベットは取り消せません。同じ試合内で矛盾する組み合わせはベットできません。')],
  vn: [
    'Quy định cược',
    p('Không thể hủy cược sau khi trận đấu bắt đầu. Không thể kết hợp các lựa chọn mâu thuẫn trong cùng một trận.'),
  ],
};

/** The banners' lettering: [title, the words drawn on the picture (\n breaks a line)]. */
export type BannerWords = Record<Language, [title: string, lettering: string]>;

export const BANNER_WORDS: Record<'bonus' | 'powerball' | 'maintenance', BannerWords> = {
  bonus: {
    ko: ['첫 충전 보너스', '매일 첫 충전 10% 보너스\n최대 10만 · 롤링 3배'],
    en: ['First deposit bonus', '10% on your first deposit of the day\nUp to 100,000 · wager 3×'],
    th: ['โบนัสฝากครั้งแรก', 'โบนัส 10% ฝากแรกของวัน\nสูงสุด 100,000 · เดิมพัน 3 เท่า'],
    cn: ['首充奖金', '每日首充 10% 奖金\n最高 10 万 · 3 倍流水'],
    jp: ['初回入金ボーナス', '毎日の初回入金10%ボーナス\n最大10万・賭け条件3倍'],
    vn: ['Thưởng nạp đầu', 'Thưởng 10% lần nạp đầu mỗi ngày\nTối đa 100,000 · cược 3 lần'],
  },
  powerball: {
    ko: ['파워볼 오픈', '파워볼 미니게임 오픈\n5분마다 새 회차'],
    en: ['Powerball is open', 'Powerball minigame now open\nA new round every 5 minutes'],
    th: ['เปิดพาวเวอร์บอลแล้ว', 'มินิเกมพาวเวอร์บอลเปิดแล้ว\nรอบใหม่ทุก 5 นาที'],
    cn: ['强力球开放', '强力球迷你游戏开放\n每 5 分钟一局'],
    jp: ['パワーボール開始', 'パワーボール ミニゲーム開始\n5分ごとに新ラウンド'],
    vn: ['Powerball đã mở', 'Minigame Powerball đã mở\nVán mới mỗi 5 phút'],
  },
  maintenance: {
    ko: ['은행 점검 안내', '공지\n은행 점검\n23:30~00:30'],
    en: ['Bank maintenance', 'Notice\nBank maintenance\n23:30-00:30'],
    th: ['ปิดปรับปรุงธนาคาร', 'ประกาศ\nปิดปรับปรุงธนาคาร\n23:30-00:30'],
    cn: ['银行维护通知', '公告\n银行维护\n23:30-00:30'],
    jp: ['銀行メンテナンス', 'お知らせ\n銀行メンテナンス\n23:30〜00:30'],
    vn: ['Bảo trì ngân hàng', 'Thông báo\nBảo trì ngân hàng\n23:30-00:30'],
  },
};
