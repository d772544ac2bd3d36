import { useState } from 'react';
import { act } from '@testing-library/react';
import { Status } from '../../../src/features/statuses/components/Status';
import { makeStatus } from './fixtures';
import { renderWithProviders } from './render';

const mockRenders = jest.fn();
jest.mock('../../../src/features/statuses/components/StatusContent', () => ({
  StatusContent: () => {
    mockRenders();
    return null;
  },
}));

const noop = () => undefined;
const status = makeStatus();

describe('Status memoisation', () => {
  it('does not re-render when its parent re-renders with the same post and callbacks', () => {
    let bump: () => void = noop;
    function Parent() {
      const [count, setCount] = useState(0);
      bump = () => setCount(count + 1);
      return (
        <>
          <span>{count}</span>
          <Status
            status={status}
            onReply={noop}
            onBoost={noop}
            onQuote={noop}
            onFavourite={noop}
            onBookmark={noop}
            onMore={noop}
          />
        </>
      );
    }
    renderWithProviders(<Parent />);
    expect(mockRenders).toHaveBeenCalled();
    mockRenders.mockClear();
    act(() => bump());
    act(() => bump());
    expect(mockRenders).not.toHaveBeenCalled();
  });
});
