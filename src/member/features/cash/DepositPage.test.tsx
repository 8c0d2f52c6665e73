import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, type SentCall } from '../../ui/testKit';
import { DepositPage } from './DepositPage';
import { WithdrawPage } from './WithdrawPage';
import type { CashRow } from '../../../shared/api/cash';

const emptyList = () => ({ data: { list: [], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 0 } } });
const sent = (calls: SentCall[], path: string) => calls.filter((c) => c.path === path);

describe('deposit request (§2, §5)', () => {
  it('shows the site account and requires the depositor and an amount before sending', async () => {
    const { api, calls } = fakeApi({
      '/api/cash/getAcc': () => ({
        data: { bankName: '신한은행', bankAccountNo: '110-222-333', bankAccountHolder: '윈너' },
      }),
      '/api/cash/list': emptyList,
    });
    await renderPage(<DepositPage />, { api });
    expect(await screen.findByTestId('site-account')).toHaveTextContent('신한은행 110-222-333 (윈너)');
    fireEvent.change(screen.getByLabelText(/입금자명/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '입금신청하기' }));
    expect(await screen.findByText('입금자명을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('금액을 입력해주세요.')).toBeInTheDocument();
    expect(sent(calls, '/api/cash/in')).toHaveLength(0);
  });

  it('adds quick amounts, sends one request with an idempotency key and lists it', async () => {
    const rows: CashRow[] = [];
    const { api, calls } = fakeApi({
      '/api/cash/getAcc': () => ({ data: { bankName: '', bankAccountNo: '', bankAccountHolder: '' } }),
      '/api/cash/list': () => ({
        data: { list: rows, pageInfo: { page: 1, count_per_list: 10, tatal_list_count: rows.length } },
      }),
      '/api/cash/in': (body) => {
        rows.push({
          cashIdx: 7,
          cashType: 'in',
          amount: Number(body.amount),
          bonusYn: 'N',
          depositor: '홍길동',
          status: 0,
          memo: '',
          applyDate: '2026-11-21T08:00:00Z',
          processDate: null,
        });
        return { data: { cashIdx: 7 } };
      },
    });
    await renderPage(<DepositPage />, { api });
    expect(await screen.findByText('데이터가 없습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '+50,000' }));
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    expect(screen.getByLabelText(/신청금액/)).toHaveValue('60,000');
    fireEvent.click(screen.getByRole('button', { name: '입금신청하기' }));
    expect(await screen.findByText('입금신청이 접수되었습니다.')).toBeInTheDocument();
    const [request] = sent(calls, '/api/cash/in');
    expect(request?.body).toMatchObject({ depositor: '홍길동', amount: 60_000, bonusYn: 'N' });
    expect(request?.headers['idempotency-key']).toBeTruthy();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('60,000')).toBeInTheDocument());
    expect(within(table).getByRole('button', { name: '신청취소' })).toBeInTheDocument();
  });

  it('offers the bonuses the member may choose with their terms, previews what the amount earns, and names the choice', async () => {
    const offer = {
      programId: 4,
      kind: 'first_deposit',
      name: '첫충 10%',
      pays: 'cash',
      rateBp: 1_000,
      fixedAmount: 0,
      cap: 50_000,
      minDeposit: 30_000,
      rolloverBp: 30_000,
      expiryHours: 72,
      weights: { slot: 10_000, casino: 1_000 },
      exclusive: true,
    };
    const { api, calls } = fakeApi({
      '/api/cash/getAcc': () => ({ data: { bankName: '', bankAccountNo: '', bankAccountHolder: '' } }),
      '/api/cash/list': emptyList,
      '/api/bonus/offers': () => ({ data: { offers: [offer] } }),
      '/api/cash/in': () => ({ data: { cashIdx: 8 } }),
    });
    await renderPage(<DepositPage />, { api });
    const choice = await screen.findByRole('radiogroup', { name: '입금 보너스' });
    expect(within(choice).getByText('첫충 10% · 첫충')).toBeInTheDocument();
    expect(within(choice).getByText('입금액의 10% · 최대 50,000')).toBeInTheDocument();
    expect(within(choice).getByText('30,000 이상 입금 시')).toBeInTheDocument();
    expect(within(choice).getByText('보너스의 3배 롤링 후 출금 가능')).toBeInTheDocument();
    expect(within(choice).getByText('반영: 카지노 10%, 슬롯 100%')).toBeInTheDocument();
    expect(within(choice).getByText('72시간 안에 롤링하지 못하면 만료·회수')).toBeInTheDocument();
    expect(within(choice).getByText('다른 보너스와 중복 불가')).toBeInTheDocument();
    fireEvent.click(within(choice).getByRole('radio', { name: /첫충 10%/ }));
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    expect(await screen.findByTestId('bonus-preview')).toHaveTextContent('30,000 이상 입금해야');
    fireEvent.click(screen.getByRole('button', { name: '+100,000' }));
    expect(screen.getByTestId('bonus-preview')).toHaveTextContent('보너스 11,000 지급, 출금 전 33,000 롤링 필요');
    fireEvent.click(screen.getByRole('button', { name: '입금신청하기' }));
    expect(await screen.findByText('입금신청이 접수되었습니다.')).toBeInTheDocument();
    expect(sent(calls, '/api/cash/in')[0]?.body).toMatchObject({ amount: 110_000, bonusProgramId: 4 });
  });

  it('says so when no bonus is offered, and sends no bonus program', async () => {
    const { api, calls } = fakeApi({
      '/api/cash/getAcc': () => ({ data: { bankName: '', bankAccountNo: '', bankAccountHolder: '' } }),
      '/api/cash/list': emptyList,
      '/api/bonus/offers': () => ({ data: { offers: [] } }),
      '/api/cash/in': () => ({ data: { cashIdx: 9 } }),
    });
    await renderPage(<DepositPage />, { api });
    expect(await screen.findByTestId('no-bonus-offer')).toHaveTextContent('지금 받을 수 있는 입금 보너스가 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    fireEvent.click(screen.getByRole('button', { name: '입금신청하기' }));
    expect(await screen.findByText('입금신청이 접수되었습니다.')).toBeInTheDocument();
    expect(sent(calls, '/api/cash/in')[0]?.body).not.toHaveProperty('bonusProgramId');
  });

  it('shows the server refusal as api.<code>', async () => {
    const { api } = fakeApi({
      '/api/cash/getAcc': () => ({ resultCode: 'S005' }),
      '/api/cash/list': emptyList,
      '/api/cash/in': () => ({ resultCode: 'C007' }),
    });
    await renderPage(<DepositPage />, { api });
    expect(await screen.findByText('입금 점검 중입니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '+10,000' }));
    fireEvent.click(screen.getByRole('button', { name: '입금신청하기' }));
    expect(await screen.findByText('이미 대기 중인 입금 신청이 있습니다.')).toBeInTheDocument();
  });
});

describe('withdrawal request (§5)', () => {
  it('refuses more than the balance and a withdrawal password that is not 4 digits', async () => {
    const { api, calls } = fakeApi({
      '/api/cash/rolling/remain': () => ({ data: { remain: 25_000 } }),
      '/api/cash/list': emptyList,
    });
    await renderPage(<WithdrawPage />, { api });
    await waitFor(() => expect(screen.getByTestId('rolling-remain')).toHaveTextContent('25,000'));
    fireEvent.change(screen.getByLabelText(/신청금액/), { target: { value: '2000000' } });
    fireEvent.change(screen.getByLabelText(/출금 비밀번호/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '출금신청하기' }));
    expect(await screen.findByText('보유 캐시가 부족합니다.')).toBeInTheDocument();
    expect(screen.getByText('출금 비밀번호는 숫자 4자리입니다.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/신청금액/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/출금 비밀번호/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '출금신청하기' }));
    expect(await screen.findByText('금액을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('출금 비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(sent(calls, '/api/cash/out')).toHaveLength(0);
  });

  it('says which bonuses still hold a withdrawal, each with its wagering bar, beside the rolling', async () => {
    const { api } = fakeApi({
      '/api/cash/rolling/remain': () => ({
        data: {
          remain: 0,
          required: 0,
          rolled: 0,
          since: null,
          bonuses: [
            {
              id: 3,
              name: '첫충 10%',
              kind: 'first_deposit',
              toWager: 30_000,
              wagered: 15_000,
              left: 15_000,
              expiresAt: null,
            },
          ],
        },
      }),
      '/api/cash/list': emptyList,
    });
    await renderPage(<WithdrawPage />, { api });
    const blockers = await screen.findByTestId('bonus-blockers');
    expect(blockers).toHaveTextContent('아래 보너스의 롤링을 마쳐야 출금할 수 있습니다.');
    expect(within(blockers).getByText('첫충 10%')).toBeInTheDocument();
    expect(within(blockers).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(blockers).getByRole('link', { name: '내 보너스 보기' })).toHaveAttribute(
      'href',
      '/mypage/bonus/list',
    );
  });

  it('withdrawals locked by wrong withdrawal passwords (C029) are unlocked with the login password', async () => {
    const { api, calls } = fakeApi({
      '/api/cash/rolling/remain': () => ({ data: { remain: 0 } }),
      '/api/cash/list': emptyList,
      '/api/cash/out': () => ({ resultCode: 'C029' }),
      '/api/cash/unlockPin': (body) =>
        body.memPass === 'pass1234' ? { data: { unlocked: true } } : { resultCode: 'U003' },
    });
    await renderPage(<WithdrawPage />, { api });
    fireEvent.change(screen.getByLabelText(/신청금액/), { target: { value: '10000' } });
    fireEvent.change(screen.getByLabelText(/출금 비밀번호/), { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: '출금신청하기' }));
    const unlock = await screen.findByRole('form', { name: '출금 잠금 해제' });
    expect(within(unlock).getByText(/출금 비밀번호를 5회 잘못 입력하여/)).toBeInTheDocument();
    fireEvent.change(within(unlock).getByLabelText(/로그인 비밀번호/), { target: { value: 'wrong999' } });
    fireEvent.click(within(unlock).getByRole('button', { name: '출금 잠금 해제' }));
    expect(await within(unlock).findByRole('alert')).toBeInTheDocument();
    fireEvent.change(within(unlock).getByLabelText(/로그인 비밀번호/), { target: { value: 'pass1234' } });
    fireEvent.click(within(unlock).getByRole('button', { name: '출금 잠금 해제' }));
    expect(
      await screen.findByText('출금 잠금이 해제되었습니다. 출금 비밀번호를 다시 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '출금 잠금 해제' })).not.toBeInTheDocument();
    expect(sent(calls, '/api/cash/unlockPin').map((c) => c.body.memPass)).toEqual(['wrong999', 'pass1234']);
  });
});
