import { installShortcuts } from '../../../src/app/keyboard/shortcuts';

/** One timeline row with a post by @bob@remote.example and its Quote button. */
function renderRow() {
  document.body.innerHTML = `
    <div role="region" class="column" aria-label="Home">
      <div class="timeline__row" tabindex="0">
        <article data-id="7">
          <a class="status__display-name" href="/@bob@remote.example">Bob</a>
          <button class="status__action status__action--quote">Quote</button>
        </article>
      </div>
    </div>`;
  const row = document.querySelector<HTMLElement>('.timeline__row')!;
  row.focus();
  return row;
}

function press(key: string) {
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
}

describe('keyboard shortcuts', () => {
  const deps = () => ({
    navigate: jest.fn(),
    profilePath: () => '/@me',
    openHelp: jest.fn(),
    mention: jest.fn(),
  });
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('q presses the focused post’s Quote button', () => {
    const row = renderRow();
    const quote = jest.fn();
    row.querySelector('button')!.addEventListener('click', quote);
    stop = installShortcuts(deps()).stop;
    press('q');
    expect(quote).toHaveBeenCalledTimes(1);
  });

  it('m starts a post mentioning the focused post’s author', () => {
    renderRow();
    const d = deps();
    stop = installShortcuts(d).stop;
    press('m');
    expect(d.mention).toHaveBeenCalledWith('bob@remote.example');
  });

  it('g f opens the favorites and g b the bookmarks', () => {
    renderRow();
    const d = deps();
    stop = installShortcuts(d).stop;
    press('g');
    press('f');
    press('g');
    press('b');
    expect(d.navigate.mock.calls).toEqual([['/favourites'], ['/bookmarks']]);
  });

  it('/ opens the search page and focuses its field once it is drawn', () => {
    jest.useFakeTimers();
    try {
      renderRow();
      const d = deps();
      stop = installShortcuts(d).stop;
      press('/');
      expect(d.navigate).toHaveBeenCalledWith('/search');
      document.body.insertAdjacentHTML('beforeend', '<input id="search-field" role="combobox">');
      jest.advanceTimersByTime(50);
      expect(document.activeElement).toBe(document.getElementById('search-field'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('keys typed in a text field are text, not shortcuts', () => {
    renderRow();
    document.body.insertAdjacentHTML('beforeend', '<textarea></textarea>');
    document.querySelector('textarea')!.focus();
    const d = deps();
    stop = installShortcuts(d).stop;
    press('m');
    expect(d.mention).not.toHaveBeenCalled();
  });
});
