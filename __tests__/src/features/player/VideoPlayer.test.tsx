import { act, fireEvent, screen } from '@testing-library/react';
import { VideoPlayer } from '../../../../src/features/player/components/VideoPlayer';
import { PLAYER_STORAGE_KEY } from '../../../../src/features/player/volume';
import { ensurePointerEvents, renderWithStore, resetStoredVolume, stubMediaElements } from './mediaStub';

ensurePointerEvents();

let media: ReturnType<typeof stubMediaElements>;
beforeEach(() => {
  media = stubMediaElements();
  resetStoredVolume();
});
afterEach(() => {
  media.restore();
  jest.useRealTimers();
});

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const result = renderWithStore(
    <VideoPlayer
      src="https://files.example/clip.mp4"
      preview="https://files.example/clip.png"
      description="A test pattern"
      frameRate="25/1"
      {...props}
    />,
  );
  const player = screen.getByRole('group', { name: 'Video: A test pattern' });
  const video = player.querySelector('video')!;
  return { ...result, player, video };
}

const press = (element: Element, key: string) => fireEvent.keyDown(element, { key });

/** A full screen the tests can enter and leave (jsdom has none). */
function stubFullscreen() {
  let current: Element | null = null;
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  const enter = (element: Element) => {
    current = element;
    change();
  };
  const request = jest.fn(function (this: Element) {
    enter(this);
    return Promise.resolve();
  });
  const exit = jest.fn(() => {
    current = null;
    change();
    return Promise.resolve();
  });
  HTMLElement.prototype.requestFullscreen = request;
  document.exitFullscreen = exit;
  return {
    request,
    exit,
    restore() {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
      delete (document as Partial<Document>).exitFullscreen;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    },
  };
}

describe('the video player: keys while it has the focus', () => {
  it('k and Space play and pause', () => {
    const { player, video } = renderPlayer();
    press(player, 'k');
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    press(player, ' ');
    expect(video.paused).toBe(true);
    press(player, ' ');
    expect(video.paused).toBe(false);
    press(player, 'K');
    expect(video.paused).toBe(true);
  });

  it('Space on one of its buttons presses that button instead', () => {
    const { video } = renderPlayer();
    press(screen.getByRole('button', { name: 'Mute' }), ' ');
    expect(video.paused).toBe(true);
  });

  it('m mutes and un-mutes', () => {
    const { player, video } = renderPlayer();
    press(player, 'm');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    press(player, 'm');
    expect(video.muted).toBe(false);
  });

  it('f enters and leaves full screen; Escape leaves it', () => {
    const fullscreen = stubFullscreen();
    try {
      const { player } = renderPlayer();
      press(player, 'f');
      expect(fullscreen.request).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
      press(player, 'f');
      expect(fullscreen.exit).toHaveBeenCalledTimes(1);
      press(player, 'f');
      press(player, 'Escape');
      expect(fullscreen.exit).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    } finally {
      fullscreen.restore();
    }
  });

  it('Escape out of full screen is left to the page (a dialog closes)', () => {
    const { player } = renderPlayer();
    expect(fireEvent.keyDown(player, { key: 'Escape' })).toBe(true);
  });

  it('j and ← go back 5 s; l and → go forward 5 s', () => {
    const { player, video } = renderPlayer();
    video.currentTime = 12;
    press(player, 'j');
    expect(video.currentTime).toBe(7);
    press(player, 'ArrowLeft');
    expect(video.currentTime).toBe(2);
    press(player, 'ArrowLeft');
    expect(video.currentTime).toBe(0);
    press(player, 'l');
    expect(video.currentTime).toBe(5);
    press(player, 'ArrowRight');
    expect(video.currentTime).toBe(10);
  });

  it(', and . step one frame back and forward while paused, and leave a playing video alone', () => {
    const { player, video } = renderPlayer({ frameRate: '25/1' });
    video.currentTime = 1;
    press(player, '.');
    expect(video.currentTime).toBeCloseTo(1.04);
    press(player, ',');
    press(player, ',');
    expect(video.currentTime).toBeCloseTo(0.96);
    press(player, 'k');
    press(player, '.');
    expect(video.currentTime).toBeCloseTo(0.96);
  });

  it('↑ and ↓ move the volume by 0.15', () => {
    const { player, video } = renderPlayer();
    press(player, 'ArrowUp');
    expect(video.volume).toBe(0.65);
    press(player, 'ArrowUp');
    press(player, 'ArrowUp');
    press(player, 'ArrowUp');
    expect(video.volume).toBe(1);
    press(player, 'ArrowDown');
    expect(video.volume).toBe(0.85);
  });

  it('keys it handles go no further (the timeline and the app shortcuts do not see them)', () => {
    const outer = jest.fn();
    renderWithStore(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands for the timeline's listener
      <div onKeyDown={outer}>
        <VideoPlayer src="https://files.example/clip.mp4" description="Clip" />
      </div>,
    );
    const player = screen.getByRole('group', { name: 'Video: Clip' });
    expect(fireEvent.keyDown(player, { key: 'j' })).toBe(false);
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(player, { key: 'x' });
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('the video player: clicks on the picture', () => {
  beforeEach(() => jest.useFakeTimers());
  const click = (video: Element, x = 10, y = 10, to = { x, y }) => {
    fireEvent.pointerDown(video, { button: 0, clientX: x, clientY: y });
    if (to.x !== x || to.y !== y) fireEvent.pointerMove(video, { clientX: to.x, clientY: to.y });
    fireEvent.click(video, { clientX: to.x, clientY: to.y });
  };

  it('a single click plays or pauses 250 ms later, not before', () => {
    const { video } = renderPlayer();
    click(video);
    act(() => jest.advanceTimersByTime(249));
    expect(video.paused).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(video.paused).toBe(false);
    click(video);
    act(() => jest.advanceTimersByTime(250));
    expect(video.paused).toBe(true);
  });

  it('a second click within 250 ms cancels the first and toggles full screen instead', () => {
    const fullscreen = stubFullscreen();
    try {
      const { video } = renderPlayer();
      click(video);
      act(() => jest.advanceTimersByTime(100));
      click(video);
      act(() => jest.advanceTimersByTime(1000));
      expect(video.paused).toBe(true);
      expect(fullscreen.request).toHaveBeenCalledTimes(1);
    } finally {
      fullscreen.restore();
    }
  });

  it('a press that moves 5 px or more is a drag, not a click; under 5 px it is a click', () => {
    const { video } = renderPlayer();
    click(video, 10, 10, { x: 13, y: 14 });
    act(() => jest.advanceTimersByTime(500));
    expect(video.paused).toBe(true);
    click(video, 10, 10, { x: 13, y: 13 });
    act(() => jest.advanceTimersByTime(500));
    expect(video.paused).toBe(false);
  });
});

describe('the video player: controls', () => {
  beforeEach(() => jest.useFakeTimers());

  it('hide 4 s after the pointer last moved while playing, and show again on movement or focus', () => {
    const { player } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.pointerMove(player);
    act(() => jest.advanceTimersByTime(3999));
    expect(player).not.toHaveClass('player--idle');
    act(() => jest.advanceTimersByTime(1));
    expect(player).toHaveClass('player--idle');
    fireEvent.pointerMove(player);
    expect(player).not.toHaveClass('player--idle');
    act(() => jest.advanceTimersByTime(4000));
    expect(player).toHaveClass('player--idle');
    fireEvent.focus(player);
    expect(player).not.toHaveClass('player--idle');
  });

  it('stay shown while paused', () => {
    const { player } = renderPlayer();
    fireEvent.pointerMove(player);
    act(() => jest.advanceTimersByTime(10_000));
    expect(player).not.toHaveClass('player--idle');
  });

  it('are labelled: Play, Mute, Volume, Position, Full screen, and the description behind ALT', () => {
    renderPlayer({ duration: 30 });
    for (const name of ['Play', 'Mute', 'Full screen'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '50%');
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:30',
    );
    const alt = screen.getByRole('button', { name: 'ALT Show the description' });
    expect(screen.queryByText('A test pattern')).not.toBeVisible();
    fireEvent.click(alt);
    expect(alt).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A test pattern')).toBeVisible();
  });
});

describe('the video player: volume', () => {
  it('is 0.5 when nothing is stored', () => {
    const { video } = renderPlayer();
    expect(video.volume).toBe(0.5);
    expect(video.muted).toBe(false);
  });

  it('is stored locally and shared by every player, and read back on the next visit', () => {
    localStorage.setItem(PLAYER_STORAGE_KEY, JSON.stringify({ volume: 0.2, muted: false }));
    renderWithStore(
      <>
        <VideoPlayer src="https://files.example/a.mp4" description="A" />
        <VideoPlayer src="https://files.example/b.mp4" description="B" />
      </>,
    );
    const [a, b] = document.querySelectorAll('video');
    expect(a.volume).toBe(0.2);
    press(screen.getByRole('group', { name: 'Video: A' }), 'ArrowUp');
    expect(a.volume).toBe(0.35);
    expect(b.volume).toBe(0.35);
    press(screen.getByRole('group', { name: 'Video: B' }), 'm');
    expect(a.muted).toBe(true);
    expect(JSON.parse(localStorage.getItem(PLAYER_STORAGE_KEY)!)).toEqual({ volume: 0.35, muted: true });
  });

  it('un-muting at volume 0 sets 0.05', () => {
    localStorage.setItem(PLAYER_STORAGE_KEY, JSON.stringify({ volume: 0, muted: true }));
    const { player, video } = renderPlayer();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    press(player, 'm');
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(0.05);
  });

  it('the slider sets the volume; at 0 it mutes', () => {
    const { video } = renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(slider, { target: { value: '0.8' } });
    expect(video.volume).toBe(0.8);
    fireEvent.change(slider, { target: { value: '0' } });
    expect(video.muted).toBe(true);
  });
});

describe('the video player: hidden behind the sensitive cover', () => {
  it('hiding pauses playback, and nothing in it can be reached', () => {
    const { video, rerender } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.paused).toBe(false);
    rerender(<VideoPlayer src="https://files.example/clip.mp4" description="A test pattern" hidden />);
    expect(video.paused).toBe(true);
    expect(document.querySelector('.player')).toHaveAttribute('inert');
  });
});
