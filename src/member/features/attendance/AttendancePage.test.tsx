import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { AttendanceMonth } from '../../../shared/api/attendance';
import { fakeApi, renderPage } from '../../ui/testKit';
import { AttendancePage } from './AttendancePage';

const month = (checkedToday: boolean): AttendanceMonth => ({
  month: '2026-11',
  today: '2026-11-21',
  open: true,
  checkedToday,
  streak: checkedToday ? 7 : 6,
  days: [15, 16, 17, 18, 19, 20, ...(checkedToday ? [21] : [])].map((d, i) => ({
    day: `2026-11-${d}`,
    streak: i + 1,
    point: 1_000,
    bonus: i === 6 ? 5_000 : 0,
    spins: i === 6 ? 1 : 0,
  })),
  next: checkedToday
    ? { streak: 8, point: 1_000, bonus: 0, spins: 0 }
    : { streak: 7, point: 1_000, bonus: 5_000, spins: 1 },
  rules: { point: 1_000, depositMin: 0, streakBonuses: [{ days: 7, point: 5_000 }], spinEvery: 7 },
});

describe('attendance page (§2)', () => {
  it('stamps checked days in site time, shows the next reward and checks in once', async () => {
    let checked = false;
    const { api, calls } = fakeApi({
      '/api/event/attendance/list': () => ({ data: month(checked) }),
      '/api/event/attendance/check': () => (
        (checked = true),
        { data: { day: '2026-11-21', streak: 7, point: 1_000, bonus: 5_000, spins: 1, pointAmt: 36_000 } }
      ),
    });
    await renderPage(<AttendancePage />, { api });
    expect(await screen.findByText('6일 연속 출석')).toBeInTheDocument();
    expect(screen.getByText('+5,000 P 연속 보너스')).toBeInTheDocument();
    expect(screen.getByText('+룰렛 1회')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-checked="true"]')).toHaveLength(6);
    expect(document.querySelector('[aria-current="date"]')).toHaveTextContent('21');
    fireEvent.click(screen.getByTestId('attendance-check'));
    expect(await screen.findByText('출석 완료: 6,000 P가 지급되었습니다.')).toBeInTheDocument();
    expect(await screen.findByText('오늘 출석 완료')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-checked="true"]')).toHaveLength(7);
    expect(calls.filter((c) => c.path === '/api/event/attendance/check')).toHaveLength(1);
  });

  it('pages to the previous month and shows a refusal in words', async () => {
    const { api, calls } = fakeApi({
      '/api/event/attendance/list': (body) => ({
        data: body.month === '2026-10' ? { ...month(false), month: '2026-10', days: [] } : month(false),
      }),
      '/api/event/attendance/check': () => ({ resultCode: 'V203', data: { amount: 50_000 } }),
    });
    await renderPage(<AttendancePage />, { api });
    fireEvent.click(await screen.findByTestId('attendance-check'));
    expect(await screen.findByText('출석체크는 오늘 50,000 이상 입금한 뒤에 할 수 있습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await screen.findByText('2026년 10월')).toBeInTheDocument();
    expect(calls.some((c) => c.body.month === '2026-10')).toBe(true);
  });
});
