import { josa } from 'es-hangul';

/**
 * Korean particles written for either word, as the catalogue writes them around a placeholder
 * ("{{target}}을(를)"), and the pair es-hangul chooses from. The longer forms come first so that
 * "(으)로" is not read as a bare "로".
 */
const PAIRS = {
  '을(를)': '을/를',
  '를(을)': '을/를',
  '이(가)': '이/가',
  '가(이)': '이/가',
  '은(는)': '은/는',
  '는(은)': '은/는',
  '과(와)': '와/과',
  '와(과)': '와/과',
  '(으)로': '으로/로',
  '(이)라': '이라/라',
  '(이)나': '이나/나',
} as const;
type Written = keyof typeof PAIRS;

/** How a digit is read at the end of a number: 0 ends 십, 백, 천, 만 alike (all with a final consonant). */
const DIGIT_READING = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

const escape = (s: string) => s.replace(/[()]/g, '\\$&');
const PATTERN = new RegExp(`([가-힣0-9])(${Object.keys(PAIRS).map(escape).join('|')})`, 'g');

/**
 * A Korean text with each "을(를)"-style particle replaced by the one its word takes
 * ("해룡을(를)" → "해룡을", "100,000을(를)" → "100,000을"). A particle after anything else (a Latin
 * name, a closing bracket) is left as written, both forms, which reads right for any word.
 */
export function resolveParticles(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(PATTERN, (_, last: string, written: Written) => {
    const word = /[0-9]/.test(last) ? DIGIT_READING[Number(last)]! : last;
    return last + josa.pick(word, PAIRS[written]);
  });
}

/** The same rule as an i18next post-processor, so every translated text of either front passes through it. */
export const koreanParticles = {
  type: 'postProcessor',
  name: 'koreanParticles',
  process: (value: string) => resolveParticles(value),
} as const;
