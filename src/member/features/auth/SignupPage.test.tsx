import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { harness, initTestI18n, renderShell, type Harness } from '../../testing/shellTestKit';
import { rememberJoinLink, rememberedJoinLink } from './joinLink';

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const invalid = (label: string) => field(label).getAttribute('aria-invalid') === 'true';
const signups = (h: Harness) => h.calls.filter((c) => c.path === '/api/member/signup');

const good: Record<string, string> = {
  아이디: 'newbie01',
  비밀번호: 'abc123',
  '비밀번호 확인': 'abc123',
  '출금 비밀번호': '1234',
  '출금 비밀번호 확인': '1234',
  닉네임: '새회원',
  이름: '김철수',
  '휴대폰 번호': '010-9876-5432',
  은행명: '국민은행',
  계좌번호: '11122233344',
  예금주: '김철수',
  '추천인 아이디': 'ptn05',
};

async function openSignup(h: Harness) {
  await renderShell(h, { path: '/signup' });
  await screen.findByRole('heading', { name: '회원가입' });
}

describe('sign-up rules as the user types (§5)', () => {
  beforeEach(initTestI18n);

  it('shows every rule as a hint before anything is typed', async () => {
    await openSignup(harness());
    expect(screen.getByText('영문, 숫자 조합 5~20자')).toBeInTheDocument();
    expect(screen.getByText('숫자 4자리')).toBeInTheDocument();
    expect(screen.getByText('3~20자 (문자, 숫자, _ . - 사용 가능)')).toBeInTheDocument();
    expect(invalid('아이디')).toBe(false);
  });

  it('marks the id, password and withdrawal password while they break the rule, and clears the mark once they keep it', async () => {
    await openSignup(harness());
    type('아이디', 'ab');
    expect(invalid('아이디')).toBe(true);
    type('아이디', 'abc de');
    expect(invalid('아이디')).toBe(true);
    type('아이디', 'newbie01');
    expect(invalid('아이디')).toBe(false);

    type('비밀번호', 'abcdef');
    expect(invalid('비밀번호')).toBe(true);
    type('비밀번호', 'abc123');
    expect(invalid('비밀번호')).toBe(false);
    type('비밀번호 확인', 'abc124');
    expect(invalid('비밀번호 확인')).toBe(true);

    type('출금 비밀번호', '12a4');
    expect(invalid('출금 비밀번호')).toBe(true);
    type('출금 비밀번호', '1234');
    expect(invalid('출금 비밀번호')).toBe(false);
  });

  it('checks the nickname length, the Korean mobile number, the bank, account and holder', async () => {
    await openSignup(harness());
    type('닉네임', 'ab');
    expect(invalid('닉네임')).toBe(true);
    type('휴대폰 번호', '02-123-4567');
    expect(invalid('휴대폰 번호')).toBe(true);
    type('휴대폰 번호', '01012345678');
    expect(invalid('휴대폰 번호')).toBe(false);
    type('은행명', '국');
    expect(invalid('은행명')).toBe(true);
    type('계좌번호', '123-456');
    expect(invalid('계좌번호')).toBe(true);
    type('예금주', '김철수1');
    expect(invalid('예금주')).toBe(true);
  });

  it('refuses to send a form that breaks a rule and marks what is missing', async () => {
    const h = harness();
    await openSignup(h);
    fireEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    expect(await screen.findByText('입력 내용을 확인해주세요.')).toBeInTheDocument();
    expect(invalid('추천인 아이디')).toBe(true);
    expect(signups(h)).toHaveLength(0);
  });

  it('sends a good form and tells the user approval is pending', async () => {
    const h = harness({ '/api/member/signup': () => ({ data: { memId: 'newbie01' } }) });
    await openSignup(h);
    for (const [label, value] of Object.entries(good)) type(label, value);
    fireEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('관리자 승인 후 로그인하실 수 있습니다.');
    expect(signups(h)[0]?.body).toMatchObject({ memId: 'newbie01', withdrawPass: '1234', recommender: 'ptn05' });
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/));
  });

  it('offers the site bank list as a choice when the site has one', async () => {
    await openSignup(
      harness({
        '/api/etc/bank': () => ({
          data: [
            { code: 'KB', codeName: '국민은행' },
            { code: 'SH', codeName: '신한은행' },
          ],
        }),
      }),
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /은행명/ }));
    fireEvent.click(await screen.findByRole('option', { name: '신한은행' }));
    expect(screen.getByRole('combobox', { name: /은행명/ })).toHaveTextContent('신한은행');
  });

  it('shows the server refusal as api.<code>', async () => {
    const h = harness({ '/api/member/signup': () => ({ resultCode: 'U005' }) });
    await openSignup(h);
    for (const [label, value] of Object.entries(good)) type(label, value);
    fireEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/아이디/);
  });
});

describe('sign-up through a partner link (docs/domains/partner-codes.md)', () => {
  beforeEach(() => {
    initTestI18n();
    localStorage.clear();
  });
  const withoutRecommender = Object.entries(good).filter(([label]) => label !== '추천인 아이디');

  it('asks no recommender and sends the remembered code and sub-id', async () => {
    rememberJoinLink({ code: 'shop5a', subId: 'blog' });
    const h = harness({ '/api/member/signup': () => ({ data: { memId: 'newbie01' } }) });
    await openSignup(h);
    expect(screen.getByText(/파트너 링크\(shop5a\)로 가입합니다/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^추천인 아이디/, { selector: 'input' })).toBeNull();
    for (const [label, value] of withoutRecommender) type(label, value);
    fireEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('관리자 승인 후 로그인하실 수 있습니다.');
    const body = signups(h)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ joinCode: 'shop5a', joinSubId: 'blog' });
    expect(body.recommender ?? '').toBe('');
  });

  it('forgets a link the server says is closed (U601) and asks for a recommender again', async () => {
    rememberJoinLink({ code: 'gone1', subId: '' });
    const h = harness({ '/api/member/signup': () => ({ resultCode: 'U601' }) });
    await openSignup(h);
    for (const [label, value] of withoutRecommender) type(label, value);
    fireEvent.click(screen.getByRole('button', { name: '가입 신청' }));
    expect(await screen.findByText(/이 파트너 링크는 더 이상 사용할 수 없습니다/)).toBeInTheDocument();
    expect(rememberedJoinLink()).toBeNull();
    expect(field('추천인 아이디')).toBeInTheDocument();
  });

  it('keeps a link for 30 days only', () => {
    const now = Date.parse('2026-11-21T03:00:00Z');
    rememberJoinLink({ code: 'shop5a', subId: '' }, now);
    expect(rememberedJoinLink(now + 29 * 86_400_000)?.code).toBe('shop5a');
    expect(rememberedJoinLink(now + 30 * 86_400_000 + 1)).toBeNull();
  });
});
