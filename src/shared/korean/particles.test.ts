import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ko from '../../../locales/ko.json';
import { catalogueTranslator } from '../labels/translate';
import { koreanParticles, resolveParticles } from './particles';

describe('Korean particles chosen by the word', () => {
  it('picks the object particle by the final consonant', () => {
    expect(resolveParticles('해룡을(를) 놓쳤습니다.')).toBe('해룡을 놓쳤습니다.');
    expect(resolveParticles('상어을(를) 놓쳤습니다.')).toBe('상어를 놓쳤습니다.');
  });

  it('reads a number by its last digit (십, 백, 천, 만 all end in a consonant)', () => {
    expect(resolveParticles('한도 100,000을(를) 넘습니다')).toBe('한도 100,000을 넘습니다');
    expect(resolveParticles('베팅금 5,002이(가) 환불됩니다')).toBe('베팅금 5,002가 환불됩니다');
    expect(resolveParticles('베팅금 5,003이(가) 환불됩니다')).toBe('베팅금 5,003이 환불됩니다');
  });

  it('handles the subject, topic, direction and "and" particles', () => {
    expect(resolveParticles('파트너은(는) 서울(으)로, 집(으)로, 사과와(과) 책과(와)')).toBe(
      '파트너는 서울로, 집으로, 사과와 책과',
    );
  });

  it('leaves both forms after a word it cannot read', () => {
    expect(resolveParticles('Evolution을(를) 변경했습니다')).toBe('Evolution을(를) 변경했습니다');
  });

  it('applies to the real catalogue through i18next and the server translator', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(koreanParticles).init({
      lng: 'ko',
      resources: { ko: { translation: ko } },
      interpolation: { escapeValue: false },
      postProcess: [koreanParticles.name],
    });
    expect(i18n.t('office.audit.action.company_create', { actor: 'admin', target: '해룡' })).toMatch(/해룡을 /);
    expect(i18n.t('office.audit.action.company_create', { actor: 'admin', target: '파트너' })).toMatch(/파트너를 /);
    const t = catalogueTranslator(ko);
    expect(t('office.audit.action.company_create', { actor: 'admin', target: '사과' })).toMatch(/사과를 /);
  });
});
