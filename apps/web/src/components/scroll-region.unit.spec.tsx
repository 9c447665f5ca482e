// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRegion } from './scroll-region';

/** happy-dom lays nothing out: the element's heights are what the test says (the content's lines × 20 px in a 100 px box). */
function stubHeights() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'content' ? 100 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'content' ? this.querySelectorAll('p').length * 20 : 0;
  });
}

function Content({ lines }: { lines: number }) {
  const region = useScrollRegion('title');
  const [more, setMore] = useState(0);
  return (
    <>
      <h2 id="title">Plan</h2>
      <div data-testid="content" {...region}>
        {Array.from({ length: lines + more }, (_, index) => (
          <p key={index}>line {index}</p>
        ))}
      </div>
      <button type="button" onClick={() => setMore((count) => count + 5)}>
        more
      </button>
    </>
  );
}

describe('useScrollRegion', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is no tab stop while everything fits', async () => {
    stubHeights();
    render(<Content lines={3} />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const content = screen.getByTestId('content');
    expect(content).not.toHaveAttribute('tabindex');
    expect(content).not.toHaveAttribute('role');
  });

  it('is a focusable region named by the title while its content is taller than its room', async () => {
    stubHeights();
    render(<Content lines={8} />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Plan' })).toHaveAttribute('tabindex', '0'));
  });

  it('becomes one when its content grows past its room', async () => {
    stubHeights();
    render(<Content lines={3} />);
    expect(screen.queryByRole('region')).toBeNull();
    screen.getByRole('button', { name: 'more' }).click();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Plan' })).toHaveAttribute('tabindex', '0'));
  });
});
