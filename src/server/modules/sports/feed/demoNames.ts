import type { LocalizedNames } from '../../../../shared/api/sports';
import type { SportKey } from '../../../../shared/sports/sports';

type Six = [ko: string, en: string, th: string, cn: string, jp: string, vn: string];
const names = (v: Six): LocalizedNames => ({ ko: v[0], en: v[1], th: v[2], cn: v[3], jp: v[4], vn: v[5] });

/** The demo feed's made-up clubs: a city and a nickname in the six languages. */
export const CITIES: Six[] = [
  ['서울', 'Seoul', 'โซล', '首尔', 'ソウル', 'Seoul'],
  ['부산', 'Busan', 'ปูซาน', '釜山', '釜山', 'Busan'],
  ['인천', 'Incheon', 'อินชอน', '仁川', '仁川', 'Incheon'],
  ['대구', 'Daegu', 'แทกู', '大邱', '大邱', 'Daegu'],
  ['광주', 'Gwangju', 'ควังจู', '光州', '光州', 'Gwangju'],
  ['대전', 'Daejeon', 'แทจอน', '大田', '大田', 'Daejeon'],
  ['울산', 'Ulsan', 'อุลซาน', '蔚山', '蔚山', 'Ulsan'],
  ['수원', 'Suwon', 'ซูวอน', '水原', '水原', 'Suwon'],
  ['도쿄', 'Tokyo', 'โตเกียว', '东京', '東京', 'Tokyo'],
  ['오사카', 'Osaka', 'โอซากา', '大阪', '大阪', 'Osaka'],
  ['방콕', 'Bangkok', 'กรุงเทพ', '曼谷', 'バンコク', 'Bangkok'],
  ['하노이', 'Hanoi', 'ฮานอย', '河内', 'ハノイ', 'Hà Nội'],
  ['상하이', 'Shanghai', 'เซี่ยงไฮ้', '上海', '上海', 'Thượng Hải'],
  ['런던', 'London', 'ลอนดอน', '伦敦', 'ロンドン', 'Luân Đôn'],
  ['마드리드', 'Madrid', 'มาดริด', '马德里', 'マドリード', 'Madrid'],
  ['밀라노', 'Milan', 'มิลาน', '米兰', 'ミラノ', 'Milan'],
];

export const NICKNAMES: Six[] = [
  ['타이거즈', 'Tigers', 'ไทเกอร์ส', '猛虎', 'タイガース', 'Hổ'],
  ['이글스', 'Eagles', 'อีเกิลส์', '雄鹰', 'イーグルス', 'Đại Bàng'],
  ['드래곤즈', 'Dragons', 'ดราก้อนส์', '飞龙', 'ドラゴンズ', 'Rồng'],
  ['울브스', 'Wolves', 'วูล์ฟส์', '群狼', 'ウルブズ', 'Sói'],
  ['라이온즈', 'Lions', 'ไลออนส์', '雄狮', 'ライオンズ', 'Sư Tử'],
  ['샤크스', 'Sharks', 'ชาร์คส์', '鲨鱼', 'シャークス', 'Cá Mập'],
  ['피닉스', 'Phoenix', 'ฟีนิกซ์', '凤凰', 'フェニックス', 'Phượng Hoàng'],
  ['스타즈', 'Stars', 'สตาร์ส', '群星', 'スターズ', 'Ngôi Sao'],
];

/** A club: "Seoul Tigers", "서울 타이거즈", Vietnamese names the nickname first ("Hổ Seoul"). */
export function clubName(city: Six, nick: Six): LocalizedNames {
  return names([
    `${city[0]} ${nick[0]}`,
    `${city[1]} ${nick[1]}`,
    `${city[2]} ${nick[2]}`,
    `${city[3]}${nick[3]}`,
    `${city[4]}・${nick[4]}`,
    `${nick[5]} ${city[5]}`,
  ]);
}

const SPORT_NAMES: Record<SportKey, Six> = {
  soccer: ['축구', 'Soccer', 'ฟุตบอล', '足球', 'サッカー', 'Bóng đá'],
  basketball: ['농구', 'Basketball', 'บาสเกตบอล', '篮球', 'バスケットボール', 'Bóng rổ'],
  baseball: ['야구', 'Baseball', 'เบสบอล', '棒球', '野球', 'Bóng chày'],
  volleyball: ['배구', 'Volleyball', 'วอลเลย์บอล', '排球', 'バレーボール', 'Bóng chuyền'],
  badminton: ['배드민턴', 'Badminton', 'แบดมินตัน', '羽毛球', 'バドミントン', 'Cầu lông'],
  hockey: ['아이스하키', 'Ice Hockey', 'ฮอกกี้น้ำแข็ง', '冰球', 'アイスホッケー', 'Khúc côn cầu'],
  combat: ['격투기', 'Combat', 'ศิลปะการต่อสู้', '格斗', '格闘技', 'Võ thuật'],
  tennis: ['테니스', 'Tennis', 'เทนนิส', '网球', 'テニス', 'Quần vợt'],
  handball: ['핸드볼', 'Handball', 'แฮนด์บอล', '手球', 'ハンドボール', 'Bóng ném'],
  football: ['미식축구', 'American Football', 'อเมริกันฟุตบอล', '美式橄榄球', 'アメリカンフットボール', 'Bóng bầu dục Mỹ'],
  esport: ['e스포츠', 'E-sports', 'อีสปอร์ต', '电子竞技', 'eスポーツ', 'Thể thao điện tử'],
};

/** The demo's two leagues per sport: an Asian league and a world cup. */
export function leagueName(sport: SportKey, tier: 0 | 1): LocalizedNames {
  const s = SPORT_NAMES[sport];
  return tier === 0
    ? names([
        `아시아 ${s[0]} 리그`,
        `Asia ${s[1]} League`,
        `ลีก${s[2]}เอเชีย`,
        `亚洲${s[3]}联赛`,
        `アジア${s[4]}リーグ`,
        `Giải ${s[5]} châu Á`,
      ])
    : names([
        `월드 ${s[0]} 컵`,
        `World ${s[1]} Cup`,
        `${s[2]}เวิลด์คัพ`,
        `世界${s[3]}杯`,
        `ワールド${s[4]}カップ`,
        `Cúp ${s[5]} Thế giới`,
      ]);
}
