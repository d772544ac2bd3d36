import { screen } from '@testing-library/react';
import { ColumnHeader } from '../../../src/ui/ColumnHeader';
import { renderWithProviders } from './render';

// A column's title takes its own direction: a hashtag column's "#photography" stays "#photography" in a
// right-to-left interface, and a list named in another script reads whole in a left-to-right one.
it('a column title is isolated in the direction of its own text', () => {
  document.documentElement.dir = 'rtl';
  try {
    renderWithProviders(<ColumnHeader title="#photography" />);
    expect(screen.getByText('#photography')).toHaveAttribute('dir', 'auto');
  } finally {
    document.documentElement.removeAttribute('dir');
  }
});
