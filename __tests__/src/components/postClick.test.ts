import { postClickAction } from '../../../src/features/statuses/components/postClickRule';

function post(): HTMLElement {
  document.body.innerHTML = `
    <article class="status" id="post">
      <header class="status__header">
        <a class="status__display-name" href="/@alice"><span id="name">Alice</span></a>
        <a class="status__relative-time" href="/@alice/1">1m</a>
      </header>
      <div class="status__content">
        <p class="status__spoiler"><span id="cw">CW</span> <button id="toggle">Show more</button></p>
        <div class="status__content__text"><p id="text">Hello <a id="mention" href="/@bob">@bob</a>
          <a id="tag" href="/tags/cats">#cats</a></p></div>
        <div class="media-gallery"><div class="media-gallery__item"><img id="image" alt=""></div></div>
        <div class="poll"><ul><li id="poll-option">Yes</li></ul></div>
        <div class="status__compact">
          <div class="status__quote-header"><a class="status__relative-time" href="/@carol/2">2m</a></div>
          <p id="quoted-text">Quoted</p>
        </div>
      </div>
      <div class="status__action-bar"><button id="reply"><span id="reply-icon"></span></button></div>
    </article>`;
  return document.getElementById('post')!;
}

const at = (id: string) => document.getElementById(id);

function click(
  target: Element | null,
  extra: Partial<{
    button: number;
    ctrlKey: boolean;
    metaKey: boolean;
    clientX: number;
    clientY: number;
  }> = {},
) {
  return {
    target,
    currentTarget: document.getElementById('post')!,
    button: 0,
    ctrlKey: false,
    metaKey: false,
    clientX: 10,
    clientY: 10,
    ...extra,
  };
}

const still = { x: 10, y: 10 };

describe('a press on a post opens it', () => {
  beforeEach(() => {
    post();
    window.history.replaceState(null, '', '/home');
  });

  it('opens the post from its text, its header and the empty space in it', () => {
    for (const target of [at('text'), document.querySelector('.status__header'), at('post'), at('cw')]) {
      const action = postClickAction(click(target), still, '');
      expect(action?.kind).toBe('open');
      expect(action?.link.getAttribute('href')).toBe('/@alice/1');
    }
  });

  it('opens the quoted post from inside the quote', () => {
    expect(postClickAction(click(at('quoted-text')), still, '')?.link.getAttribute('href')).toBe('/@carol/2');
  });

  it('leaves links, mentions, hashtags, buttons, the content warning toggle, media and polls to themselves', () => {
    for (const id of ['name', 'mention', 'tag', 'toggle', 'reply-icon', 'image', 'poll-option']) {
      expect(postClickAction(click(at(id)), still, '')).toBeNull();
    }
  });

  it('does not open when text is selected or the pointer moved between press and release', () => {
    expect(postClickAction(click(at('text')), still, 'Hello')).toBeNull();
    expect(postClickAction(click(at('text'), { clientX: 14, clientY: 12 }), still, '')).toBeNull();
    expect(postClickAction(click(at('text'), { clientX: 12, clientY: 11 }), still, '')?.kind).toBe('open');
  });

  it('opens in a new tab on a middle click or with Ctrl or Cmd, and ignores the other buttons', () => {
    expect(postClickAction(click(at('text'), { button: 1 }), still, '')?.kind).toBe('new-tab');
    expect(postClickAction(click(at('text'), { ctrlKey: true }), still, '')?.kind).toBe('new-tab');
    expect(postClickAction(click(at('text'), { metaKey: true }), still, '')?.kind).toBe('new-tab');
    expect(postClickAction(click(at('text'), { button: 2 }), still, '')).toBeNull();
  });

  it('does not open again the post already open', () => {
    window.history.replaceState(null, '', '/@alice/1');
    expect(postClickAction(click(at('text')), still, '')).toBeNull();
    expect(postClickAction(click(at('quoted-text')), still, '')?.kind).toBe('open');
  });
});
