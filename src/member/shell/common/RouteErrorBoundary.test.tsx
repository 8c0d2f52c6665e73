import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { harness, initTestI18n, renderShell } from '../../testing/shellTestKit';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function BrokenChunk(): never {
  throw new Error('Loading chunk 7 failed');
}

describe('route error boundary (§8 chunk load failures)', () => {
  beforeEach(initTestI18n);

  it('keeps the shell and offers a reload when a page cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell(harness(), {
      ui: (
        <>
          <nav>menu</nav>
          <RouteErrorBoundary>
            <BrokenChunk />
          </RouteErrorBoundary>
        </>
      ),
    });
    expect(screen.getByText('menu')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('네트워크');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
