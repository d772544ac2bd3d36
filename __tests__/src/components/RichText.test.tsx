import { screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { RICH_TEXT_DEPTH_LIMIT } from '../../../src/constants';
import { RichText } from '../../../src/features/statuses/components/RichText';
import { DisplayName } from '../../../src/features/statuses/components/DisplayName';
import { htmlToPlainText } from '../../../src/features/statuses/sanitizeHtml';
import { renderWithProviders } from './render';

const emoji = {
  shortcode: 'blobcat',
  url: 'https://example.com/emoji/blobcat.gif',
  static_url: 'https://example.com/emoji/blobcat.png',
  visible_in_picker: true,
};

describe('RichText', () => {
  it('drops scripts, event handlers and unknown tags but keeps their text', () => {
    const { container } = renderWithProviders(
      <RichText
        html={'<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"><h1 onclick="x()">there</h1></p>'}
      />,
    );
    expect(container.querySelector('script, img, h1, [onerror], [onclick]')).toBeNull();
    expect(container).toHaveTextContent('Hithere');
  });

  it('never links javascript: or other non-http URLs', () => {
    const { container } = renderWithProviders(
      <RichText html={'<p><a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">data</a></p>'} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('bad data');
  });

  it('opens other links in a new tab without referrer or opener', () => {
    renderWithProviders(<RichText html={'<p><a href="https://elsewhere.example/page">a page</a></p>'} />);
    const link = screen.getByRole('link', { name: 'a page' });
    expect(link).toHaveAttribute('href', 'https://elsewhere.example/page');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  // jsdom's accessible names put a space between inline elements; browsers read "@bob".
  it('turns mentions into in-app links to /@acct', () => {
    const html =
      '<p><span class="h-card"><a href="https://remote.example/@bob" class="u-url mention">@<span>bob</span></a></span> hi</p>';
    renderWithProviders(
      <RichText
        html={html}
        mentions={[
          { id: '2', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /^@\s?bob$/ });
    expect(link).toHaveAttribute('href', '/@bob@remote.example');
    expect(link).not.toHaveAttribute('target');
  });

  it('turns hashtags into in-app links to /tags/{name}', () => {
    const html =
      '<p><a href="https://example.com/tags/Cats" class="mention hashtag" rel="tag">#<span>Cats</span></a></p>';
    renderWithProviders(
      <RichText html={html} tags={[{ name: 'cats', url: 'https://example.com/tags/cats' }]} />,
    );
    expect(screen.getByRole('link', { name: /^#\s?Cats$/ })).toHaveAttribute('href', '/tags/Cats');
  });

  it('renders known custom emoji as images and leaves unknown shortcodes as text', () => {
    renderWithProviders(<RichText html="<p>I :blobcat: you :unknown:</p>" emojis={[emoji]} />);
    const image = screen.getByRole('img', { name: ':blobcat:' });
    expect(image).toHaveAttribute('src', emoji.static_url);
    expect(image).toHaveAttribute('title', ':blobcat:');
    expect(image).toHaveClass('emojione', 'custom-emoji');
    expect(screen.getByText(/:unknown:/)).toBeInTheDocument();
  });

  it('drops emoji whose image URL is not http(s)', () => {
    renderWithProviders(
      <RichText
        html="<p>:evil:</p>"
        emojis={[{ ...emoji, shortcode: 'evil', static_url: 'javascript:x', url: 'javascript:x' }]}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(':evil:')).toBeInTheDocument();
  });

  it('flattens markup nested deeper than the parse depth limit of 10 into text', () => {
    const depth = 15;
    const html = `${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}`;
    const { container } = renderWithProviders(<RichText html={html} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelectorAll('span')).toHaveLength(RICH_TEXT_DEPTH_LIMIT);
    expect(root).toHaveTextContent('deep');
  });

  it('keeps only the classes Mastodon markup needs', () => {
    const { container } = renderWithProviders(
      <RichText
        html={
          '<p><span class="invisible evil-class">https://</span><span class="ellipsis">example.com/lo</span></p>'
        }
      />,
    );
    expect(container.querySelector('.invisible')).not.toBeNull();
    expect(container.querySelector('.ellipsis')).not.toBeNull();
    expect(container.querySelector('.evil-class')).toBeNull();
  });

  it('hides the quote fallback link when asked', () => {
    const html = '<p class="quote-inline">RE: <a href="https://example.com/@a/1">link</a></p><p>body</p>';
    const { container } = renderWithProviders(<RichText html={html} hideQuoteInline />);
    expect(container).not.toHaveTextContent('RE:');
    expect(container).toHaveTextContent('body');
  });

  it('survives empty and non-HTML input', () => {
    const { container } = renderWithProviders(<RichText html="" />);
    expect(container.textContent).toBe('');
  });
});

describe('htmlToPlainText', () => {
  it('reads paragraphs and breaks as spaces and skips hidden URL parts', () => {
    expect(
      htmlToPlainText('<p>one<br>two</p><p>three <span class="invisible">https://</span>x.com</p>'),
    ).toBe('one two three x.com');
  });
});

describe('the same post in several columns', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is sanitised once for its content and its label', () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    const html = `<p>shared <a href="https://example.com/tags/x" class="hashtag">#x</a> ${Math.random()}</p>`;
    const tags = [{ name: 'x', url: 'https://example.com/tags/x' }];
    const first = renderWithProviders(<RichText html={html} tags={tags} />);
    const second = renderWithProviders(<RichText html={html} tags={tags} />);
    expect(htmlToPlainText(html)).toMatch(/^shared #x 0\.\d+$/);
    expect(sanitize).toHaveBeenCalledTimes(1);
    // Both columns show the whole markup, each with its own in-app hashtag link.
    for (const { container } of [first, second]) {
      expect(container.querySelector('a.hashtag')).toHaveAttribute('href', '/tags/x');
      expect(container).toHaveTextContent(/^shared #x/);
    }
  });

  it('a changed entity (other tags) is walked again from the same sanitised markup', () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    const html = `<p><a href="https://example.com/tags/y">#y</a> ${Math.random()}</p>`;
    const plain = renderWithProviders(<RichText html={html} tags={[]} />);
    expect(plain.container.querySelector('a.hashtag')).toBeNull();
    const tagged = renderWithProviders(
      <RichText html={html} tags={[{ name: 'y', url: 'https://example.com/tags/y' }]} />,
    );
    expect(tagged.container.querySelector('a.hashtag')).toHaveAttribute('href', '/tags/y');
    expect(sanitize).toHaveBeenCalledTimes(1);
  });
});

describe('DisplayName', () => {
  it('shows the name as text, never as HTML, with its custom emoji', () => {
    renderWithProviders(
      <DisplayName
        account={{ display_name: '<b>Eve</b> :blobcat:', username: 'eve', acct: 'eve', emojis: [emoji] }}
        withAcct
      />,
    );
    expect(screen.getByText('<b>Eve</b>', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: ':blobcat:' })).toBeInTheDocument();
    expect(screen.getByText('@eve')).toBeInTheDocument();
  });

  it('falls back to the username when the display name is blank', () => {
    renderWithProviders(
      <DisplayName account={{ display_name: '  ', username: 'eve', acct: 'eve', emojis: [] }} />,
    );
    expect(screen.getByText('eve')).toBeInTheDocument();
  });
});
