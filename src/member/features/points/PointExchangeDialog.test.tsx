import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage, demoMember, type Handler, type SentCall } from '../../ui/testKit';
import { PointExchangeDialog } from './PointExchangeDialog';

const options = { pointChangeAmtLimit: 10_000, pointChangeAmtUnit: 1_000 };

async function openPopup(handlers: Record<string, Handler> = {}) {
  const fake = fakeApi(handlers);
  const page = await renderPage(<PointExchangeDialog open onClose={() => undefined} />, { api: fake.api, options });
  const field = screen.getByLabelText('전환할 포인트') as HTMLInputElement;
  return { ...fake, page, field };
}
// The confirm step hides the popup from the accessibility tree until its closing transition ends.
const convert = async () => fireEvent.click(await screen.findByRole('button', { name: '전환하기' }));
const pointChanges = (calls: SentCall[]) => calls.filter((c) => c.path === '/api/cash/pointChg');

describe('point exchange popup (§2, §5, §8)', () => {
  it('shows the held points and asks for an amount when the field is empty', async () => {
    const { calls } = await openPopup();
    expect(screen.getByTestId('current-point')).toHaveTextContent('50,000');
    await convert();
    expect(await screen.findByText('전환할 포인트를 입력해주세요.')).toBeInTheDocument();
    expect(pointChanges(calls)).toHaveLength(0);
  });

  it('refuses more than the held points and clears the field', async () => {
    const { field } = await openPopup();
    fireEvent.change(field, { target: { value: '60000' } });
    expect(await screen.findByText('보유 포인트보다 많이 전환할 수 없습니다.')).toBeInTheDocument();
    expect(field.value).toBe('');
  });

  it('writes the amount with thousand separators and All fills the whole balance', async () => {
    const { field } = await openPopup();
    fireEvent.change(field, { target: { value: '12345' } });
    expect(field.value).toBe('12,345');
    fireEvent.click(screen.getByRole('button', { name: '전액' }));
    expect(field.value).toBe('50,000');
  });

  it('sends nothing until the confirm is accepted, then converts and reloads the member', async () => {
    const { field, calls, page } = await openPopup({
      '/api/cash/pointChg': () => ({ data: { cashAmt: 120_000, pointAmt: 30_000 } }),
      '/api/member/info': () => ({ data: { ...demoMember, cashAmt: 120_000, pointAmt: 30_000 } }),
    });
    fireEvent.change(field, { target: { value: '20000' } });
    await convert();
    expect(await screen.findByText('포인트를 캐시로 전환하시겠습니까?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByText('포인트를 캐시로 전환하시겠습니까?')).not.toBeInTheDocument());
    expect(pointChanges(calls)).toHaveLength(0);

    await convert();
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(await screen.findByText('포인트 전환이 완료되었습니다.')).toBeInTheDocument();
    const sent = pointChanges(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.pointAmt).toBe(20_000);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    await waitFor(() => expect(page.store.getState().point).toBe(30_000));
    expect(screen.getByTestId('current-point')).toHaveTextContent('30,000');
  });

  it.each([
    ['P003', '최소 전환 포인트는 10,000입니다.'],
    ['P002', '1,000 단위로 전환해주세요.'],
  ])('shows %s with the site option value', async (code, text) => {
    const { field, calls } = await openPopup({ '/api/cash/pointChg': () => ({ resultCode: code }) });
    fireEvent.change(field, { target: { value: '1500' } });
    await convert();
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    // A retry of the same filled-in form carries the same idempotency key.
    await convert();
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(pointChanges(calls)).toHaveLength(2));
    const [first, second] = pointChanges(calls);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });
});
