import { moveInGrid } from '../../../src/features/emoji/components/gridKeys';
import { endAlignedLeft, inlineStep, isRightToLeft } from '../../../src/ui/direction';
import { revealColumn } from '../../../src/ui/revealColumn';

// Right to left: what code computes from physical positions and arrow keys follows the interface's
// direction (the `dir` of <html>, set from the interface language).

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.body.replaceChildren();
});

describe('the direction', () => {
  it('is the nearest dir attribute, auto skipped, left to right by default', () => {
    expect(isRightToLeft()).toBe(false);
    document.documentElement.dir = 'rtl';
    const post = document.createElement('div');
    post.dir = 'auto';
    const inner = document.createElement('span');
    post.append(inner);
    document.body.append(post);
    expect(isRightToLeft()).toBe(true);
    expect(isRightToLeft(inner)).toBe(true);
    post.dir = 'ltr';
    expect(isRightToLeft(inner)).toBe(false);
  });

  it('swaps the arrows under right to left', () => {
    expect([inlineStep('ArrowLeft'), inlineStep('ArrowRight'), inlineStep('Enter')]).toEqual([-1, 1, 0]);
    document.documentElement.dir = 'rtl';
    expect([inlineStep('ArrowLeft'), inlineStep('ArrowRight')]).toEqual([1, -1]);
  });
});

describe('a menu hanging from a button', () => {
  const button = { left: 300, right: 340, top: 10, bottom: 40, width: 40, height: 30 } as DOMRect;

  it('lines up its right edge with the button, its left edge under right to left', () => {
    expect(endAlignedLeft(button, 200, 4)).toBe(140);
    document.documentElement.dir = 'rtl';
    expect(endAlignedLeft(button, 200, 4)).toBe(300);
  });

  it('stays inside the window', () => {
    document.documentElement.dir = 'rtl';
    expect(endAlignedLeft({ ...button, left: window.innerWidth - 10 }, 200, 4)).toBe(window.innerWidth - 204);
  });
});

describe('revealing a deck column', () => {
  /**
   * A deck 1000 px wide scrolled to `scrollLeft`, Compose (350 px) pinned at its start, and a column of
   * 350 px whose left edge lies `columnLeft` px into the content (the coordinates of `scrollLeft`).
   */
  function deck(scrollLeft: number, columnLeft: number) {
    const columns = document.createElement('div');
    columns.className = 'deck__columns';
    const pinned = document.createElement('div');
    pinned.className = 'deck__column deck__column--pinned';
    const column = document.createElement('div');
    column.className = 'deck__column';
    columns.append(pinned, column);
    document.body.append(columns);
    const scrollTo = jest.fn();
    Object.assign(columns, { scrollLeft, scrollTo });
    Object.defineProperty(columns, 'clientWidth', { value: 1000 });
    Object.defineProperty(pinned, 'offsetWidth', { value: 350 });
    Object.defineProperty(column, 'offsetWidth', { value: 350 });
    columns.getBoundingClientRect = () => ({ left: 0 }) as DOMRect;
    column.getBoundingClientRect = () => ({ left: columnLeft - scrollLeft }) as DOMRect;
    return { column, scrollTo };
  }

  it('left to right, scrolls a column hidden at the right into view, clear of Compose at the left', () => {
    const { column, scrollTo } = deck(0, 1200);
    revealColumn(column);
    expect(scrollTo).toHaveBeenCalledWith({ left: 1200 + 350 + 10 - 1000 });
  });

  it('right to left, scrolls (to negative scrollLeft) a column hidden at the left, clear of Compose at the right', () => {
    document.documentElement.dir = 'rtl';
    // The view shows 0…1000, Compose at its right edge (650…1000); the column lies at -800…-450.
    const { column, scrollTo } = deck(0, -800);
    revealColumn(column);
    expect(scrollTo).toHaveBeenCalledWith({ left: -800 - 10 });
  });

  it('right to left, a column hidden behind Compose at the right is brought out from under it', () => {
    document.documentElement.dir = 'rtl';
    // Scrolled to -1200 (the view shows -1200…-200, Compose at -550…-200); the column lies at -500…-150.
    const { column, scrollTo } = deck(-1200, -500);
    revealColumn(column);
    expect(scrollTo).toHaveBeenCalledWith({ left: -150 + 10 + 350 + 10 - 1000 });
  });
});

describe('the emoji grid', () => {
  it('→ goes to the previous button and ← to the next under right to left', () => {
    const buttons = ['a', 'b', 'c'].map((name) => {
      const button = document.createElement('button');
      button.textContent = name;
      document.body.append(button);
      return button;
    });
    expect(moveInGrid(buttons, buttons[1], 'ArrowRight')).toBe(buttons[2]);
    document.documentElement.dir = 'rtl';
    expect(moveInGrid(buttons, buttons[1], 'ArrowRight')).toBe(buttons[0]);
    expect(moveInGrid(buttons, buttons[1], 'ArrowLeft')).toBe(buttons[2]);
  });
});
