import { act, fireEvent, screen } from '@testing-library/react';
import { AudioPlayer } from '../../../../src/features/player/components/AudioPlayer';
import { renderWithStore, resetStoredVolume, stubMediaElements } from './mediaStub';

let media: ReturnType<typeof stubMediaElements>;
beforeEach(() => {
  media = stubMediaElements();
  resetStoredVolume();
});
afterEach(() => {
  media.restore();
  jest.useRealTimers();
  delete (window as { AudioContext?: unknown }).AudioContext;
});

/** A Web Audio stand-in whose analyser reports a loud middle band and a softer high one. */
function fakeWebAudio() {
  const getByteFrequencyData = jest.fn((data: Uint8Array) => {
    data.fill(0);
    data[10] = 255; // about 470 Hz: the middle band
    data[60] = 128; // about 2.8 kHz: the high band
  });
  const analyser = {
    fftSize: 0,
    smoothingTimeConstant: 0,
    frequencyBinCount: 512,
    getByteFrequencyData,
    connect: jest.fn(),
  };
  const source = { connect: jest.fn() };
  const contexts: { resume: jest.Mock; close: jest.Mock }[] = [];
  class FakeAudioContext {
    sampleRate = 48_000;
    destination = {};
    resume = jest.fn(() => Promise.resolve());
    close = jest.fn(() => Promise.resolve());
    constructor() {
      contexts.push(this);
    }
    createMediaElementSource() {
      return source;
    }
    createAnalyser() {
      return analyser;
    }
  }
  window.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
  return { getByteFrequencyData, contexts, source };
}

function renderAudio(src = '/system/media/tone.mp3') {
  renderWithStore(
    <AudioPlayer
      src={src}
      preview="https://files.example/avatar.png"
      description="A steady tone"
      duration={30}
    />,
  );
  const player = screen.getByRole('group', { name: 'Audio: A steady tone' });
  return {
    player,
    audio: player.querySelector('audio')!,
    rings: () => player.querySelectorAll('.player__ring'),
  };
}

describe('the audio player', () => {
  it('shows its cover (or the author’s avatar) in a circle', () => {
    const { player } = renderAudio();
    expect(player.querySelector('image')).toHaveAttribute('href', 'https://files.example/avatar.png');
  });

  it('has the video player’s controls and keys: play and pause, 5 s skips, volume by 0.15, mute', () => {
    const { player, audio } = renderAudio();
    fireEvent.keyDown(player, { key: 'k' });
    expect(audio.paused).toBe(false);
    fireEvent.keyDown(player, { key: 'l' });
    expect(audio.currentTime).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Skip backward' }));
    expect(audio.currentTime).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward' }));
    expect(audio.currentTime).toBe(5);
    fireEvent.keyDown(player, { key: 'ArrowDown' });
    expect(audio.volume).toBe(0.35);
    fireEvent.keyDown(player, { key: 'm' });
    expect(audio.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      '0:05 of 0:30',
    );
  });

  it('draws 3 frequency bands from the Web Audio analyser, refreshed every 15 ms while it plays', () => {
    jest.useFakeTimers();
    const audioApi = fakeWebAudio();
    const { player, rings } = renderAudio();
    expect(rings()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audioApi.contexts).toHaveLength(1);
    expect(audioApi.contexts[0].resume).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(14));
    expect(audioApi.getByteFrequencyData).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(audioApi.getByteFrequencyData).toHaveBeenCalledTimes(1);
    const radii = [...rings()].map((ring) => Number(ring.getAttribute('r')));
    expect(radii[0]).toBe(50);
    expect(radii[1]).toBe(62);
    expect(radii[2]).toBeCloseTo(56, 0);
    act(() => jest.advanceTimersByTime(45));
    expect(audioApi.getByteFrequencyData).toHaveBeenCalledTimes(4);
    fireEvent.keyDown(player, { key: 'k' });
    act(() => jest.advanceTimersByTime(100));
    expect(audioApi.getByteFrequencyData).toHaveBeenCalledTimes(4);
    expect([...rings()].map((ring) => ring.getAttribute('r'))).toEqual(['50', '50', '50']);
  });

  it('has no visualiser where the browser has no Web Audio, and plays all the same', () => {
    const { audio, rings } = renderAudio();
    expect(rings()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);
  });

  it('has no visualiser for a file from another server (the browser would hand the analyser silence)', () => {
    const audioApi = fakeWebAudio();
    const { audio, rings } = renderAudio('https://files.example/tone.mp3');
    expect(rings()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);
    expect(audioApi.contexts).toHaveLength(0);
  });
});
