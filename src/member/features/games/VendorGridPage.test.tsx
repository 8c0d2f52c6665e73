import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductEntry } from '../../../shared/api/common';
import { notices } from '../../notice/noticeStore';
import { fakeApi, renderPage } from '../../ui/testKit';
import { VendorGridPage } from './VendorGridPage';

const vendor = (procId: number, groupCode: string, name: string): ProductEntry => ({ procId, groupCode, name, lobbySymbol: name.toLowerCase(), image: '' });
const products = [vendor(201, 'slot', 'KPlay'), vendor(202, 'slot', 'Habanero'), vendor(203, 'slot', 'Elle'), vendor(204, 'slot', 'Quick'), vendor(205, 'slot', 'Spade'), vendor(101, 'casino', 'Evolution')];

describe('vendor grid (§2 game pages, §9 padding)', () => {
  it('lists the group vendors padded to a multiple of 4 and opens a slot vendor game list', async () => {
    const { api, calls } = fakeApi({
      '/api/common/productList': () => ({ data: products }),
      '/api/common/gameCodes': () => ({ data: { procId: 201, gameList: [{ code: 'kp1', name_KOR: '케이플레이 1', name_ENG: 'KPlay 1', thumbnail: '' }, { code: '13', name_KOR: '제외', name_ENG: 'Excluded', thumbnail: '' }] } }),
    });
    await renderPage(<VendorGridPage group="slot" />, { api });
    expect(await screen.findByText('Habanero')).toBeInTheDocument();
    expect(screen.queryByText('Evolution')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('vendor-empty')).toHaveLength(3);

    fireEvent.click(screen.getByText('KPlay'));
    expect(await screen.findByText('케이플레이 1')).toBeInTheDocument();
    expect(screen.queryByText('제외')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/common/gameCodes')?.body).toMatchObject({ procId: 201, groupCode: 'slot' });
    fireEvent.click(screen.getByText('케이플레이 1'));
    await waitFor(() => expect(notices.current()).toBe('준비 중입니다.'));
    notices.dismiss();
  });

  it('says front.header.inready for a vendor that cannot be played yet, and shows a failed list as api.<code>', async () => {
    const { api } = fakeApi({ '/api/common/productList': () => ({ data: products }) });
    await renderPage(<VendorGridPage group="casino" />, { api });
    fireEvent.click(await screen.findByText('Evolution'));
    await waitFor(() => expect(notices.current()).toBe('준비 중입니다.'));
    notices.dismiss();

    const failing = fakeApi({ '/api/common/productList': () => ({ resultCode: 'G9999' }) });
    await renderPage(<VendorGridPage group="slot" />, { api: failing.api });
    expect(await screen.findByText('게임을 불러오지 못했습니다. 다시 접속해주세요.')).toBeInTheDocument();
  });
});
