// A file of its own: each layout's chunk is loaded once per module registry, and the first screen is
// drawn once, so these tests need layouts and a first screen no earlier test has had.
import { act, cleanup, screen } from '@testing-library/react';
import { preloadLayout } from '../../../src/app/App';
import { renderApp } from './renderApp';

describe('a layout loaded ahead', () => {
  it('is drawn by the first render, where a layout not loaded yet shows the loading indicator first', async () => {
    act(() => {
      renderApp('single', '/', true);
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Home' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Home' })).toBeInTheDocument();
    cleanup();

    preloadLayout('multi');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => {
      renderApp('multi', '/', true);
    });
    // The deck's columns are there at once (Home's own first load is under way in it).
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Compose',
      'Home',
      'Notifications',
    ]);
  });
});
