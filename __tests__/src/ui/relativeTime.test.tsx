import { screen } from '@testing-library/react';
import { relativeTime } from '../../../src/ui/relativeTime';
import { RelativeTimestamp } from '../../../src/ui/RelativeTimestamp';
import { renderWithProviders } from '../components/render';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [5_000, { unit: 'now' }],
    [-60_000, { unit: 'now' }],
    [42_000, { unit: 'seconds', value: 42 }],
    [5 * 60_000, { unit: 'minutes', value: 5 }],
    [2 * 3_600_000 + 59_000, { unit: 'hours', value: 2 }],
    [3 * 86_400_000, { unit: 'days', value: 3 }],
  ])('reads %i ms ago as %o', (delta, expected) => {
    expect(relativeTime(ago(delta), now)).toEqual(expected);
  });

  it('falls back to a date after a week, with the year only for other years', () => {
    expect(relativeTime(ago(8 * 86_400_000), now)).toMatchObject({ unit: 'date', sameYear: true });
    expect(relativeTime('2023-01-01T00:00:00Z', now)).toMatchObject({ unit: 'date', sameYear: false });
  });

  it('returns null for missing or unreadable timestamps', () => {
    expect(relativeTime(undefined, now)).toBeNull();
    expect(relativeTime('yesterday-ish', now)).toBeNull();
  });
});

describe('RelativeTimestamp', () => {
  it('renders a <time> with its machine-readable date and a compact label', () => {
    const timestamp = new Date(Date.now() - 2 * 3_600_000 - 1000).toISOString();
    renderWithProviders(<RelativeTimestamp timestamp={timestamp} />);
    const time = screen.getByText('2h');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', timestamp);
  });
});
