import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, renderPage } from '../../ui/testKit';
import { MessageReadPage } from '../messages/MessageReadPage';
import WarningPage from './WarningPage';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const routes = (
  <Routes>
    <Route path="/mypage/message/read" element={<MessageReadPage />} />
    <Route path="/warning" element={<WarningPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('pages that have nothing to show go where the member can act', () => {
  it('/mypage/message/read without an id opens the message list, asking nothing', async () => {
    const { api, calls } = fakeApi({});
    await renderPage(routes, { api, path: '/mypage/message/read' });
    expect((await screen.findByTestId('where')).textContent).toBe('/mypage/message/list');
    expect(calls.filter((c) => c.path === '/api/board/msgRead')).toEqual([]);
  });

  it('/warning outside maintenance goes home', async () => {
    const { api } = fakeApi({
      '/api/common/siteCheckInfo': () => ({ data: [] }),
      '/api/etc/siteOption': () => ({ data: {} }),
    });
    await renderPage(routes, { api, path: '/warning' });
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('/warning during maintenance stays', async () => {
    const { api } = fakeApi({
      '/api/etc/siteOption': () => ({ resultCode: 'S001' }),
      '/api/common/siteCheckInfo': () => ({ data: [] }),
    });
    await renderPage(routes, { api, path: '/warning' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
