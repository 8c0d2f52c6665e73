import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { notices } from '../../notice/noticeStore';
import { fakeApi, renderPage } from '../../ui/testKit';
import { BoardWritePage } from './BoardWritePage';

describe('board write (§4, §5)', () => {
  it('requires title and content, asks to confirm, then shows success and goes back', async () => {
    const { api, calls } = fakeApi({ '/api/board/free/save': () => ({ data: { boardIdx: 3 } }) });
    const page = (
      <Routes>
        <Route path="/member/board/list" element={<p>board list</p>} />
        <Route path="/member/board/write" element={<BoardWritePage />} />
      </Routes>
    );
    await renderPage(page, { api, path: ['/member/board/list', '/member/board/write'] });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해주세요.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^제목/), { target: { value: '안녕하세요' } });
    fireEvent.change(screen.getByLabelText(/^내용/), { target: { value: '첫 글입니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    fireEvent.click(await screen.findByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByText('등록하시겠습니까?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/board/free/save')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: '등록' }));
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(notices.current()).toBe('등록되었습니다.'));
    notices.dismiss();
    expect(await screen.findByText('board list')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/board/free/save')?.body).toMatchObject({
      actionKind: 'upload',
      title: '안녕하세요',
      content: '첫 글입니다.',
    });
  });

  it('opened from a link, goes to the board list after the success message', async () => {
    const { api } = fakeApi({ '/api/board/free/save': () => ({ data: { boardIdx: 4 } }) });
    const page = (
      <Routes>
        <Route path="/member/board/list" element={<p>board list</p>} />
        <Route path="/member/board/write" element={<BoardWritePage />} />
      </Routes>
    );
    await renderPage(page, { api, path: '/member/board/write' });
    fireEvent.change(screen.getByLabelText(/^제목/), { target: { value: '링크로 연 글' } });
    fireEvent.change(screen.getByLabelText(/^내용/), { target: { value: '본문' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(await screen.findByText('board list')).toBeInTheDocument();
    await waitFor(() => expect(notices.current()).toBe('등록되었습니다.'));
    notices.dismiss();
  });
});
