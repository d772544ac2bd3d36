import { createElement, Fragment, memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CustomEmoji, StatusMention, StatusTag } from '../../../api/entities';
import { RICH_TEXT_DEPTH_LIMIT } from '../../../constants';
import { emojiMap, emojify } from './emojify';
import type { EmojiMap } from './emojify';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { accountPath, hashtagPath } from '../paths';
import { ALLOWED_CLASSES, ALLOWED_TAGS, sanitizeToFragment } from '../sanitizeHtml';
import { handleOf } from '../../../ui/textPieces';

const RENDERED_TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);

interface WalkContext {
  emojis: EmojiMap;
  mentionsByUrl: ReadonlyMap<string, StatusMention>;
  tagsByUrl: ReadonlyMap<string, StatusTag>;
  hideQuoteInline: boolean;
  animateEmoji: boolean;
}

function allowedClasses(element: Element): string[] {
  return Array.from(element.classList).filter((name) => ALLOWED_CLASSES.has(name));
}

function renderLink(
  element: Element,
  classes: string[],
  children: ReactNode[],
  key: string,
  ctx: WalkContext,
) {
  const href = safeHttpUrl(element.getAttribute('href'));
  if (!href) return <Fragment key={key}>{children}</Fragment>;

  const mention = ctx.mentionsByUrl.get(href);
  if (mention) {
    return (
      <Link key={key} to={accountPath(mention.acct)} className="mention" title={handleOf(mention.acct)}>
        {children}
      </Link>
    );
  }

  const text = element.textContent ?? '';
  const tag = ctx.tagsByUrl.get(href);
  if (tag || (classes.includes('hashtag') && text.startsWith('#'))) {
    const name = tag?.name ?? text.slice(1);
    return (
      <Link key={key} to={hashtagPath(name)} className="mention hashtag" rel="tag">
        {children}
      </Link>
    );
  }

  return (
    <a
      key={key}
      href={href}
      className={classes.join(' ') || undefined}
      title={element.getAttribute('title') ?? undefined}
      target="_blank"
      rel="nofollow noopener noreferrer"
    >
      {children}
    </a>
  );
}

function walk(node: Node, ctx: WalkContext, depth: number, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    return (
      <Fragment key={key}>{emojify(node.textContent ?? '', ctx.emojis, key, ctx.animateEmoji)}</Fragment>
    );
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;

  const element = node as Element;
  const tagName = element.tagName.toLowerCase();
  const classes = allowedClasses(element);
  if (ctx.hideQuoteInline && classes.includes('quote-inline')) return null;
  // Parse depth limit. Deeper markup is kept as its text only.
  if (depth >= RICH_TEXT_DEPTH_LIMIT) {
    return (
      <Fragment key={key}>{emojify(element.textContent ?? '', ctx.emojis, key, ctx.animateEmoji)}</Fragment>
    );
  }

  const children = Array.from(element.childNodes, (child, index) =>
    walk(child, ctx, depth + 1, `${key}.${index}`),
  );
  if (!RENDERED_TAGS.has(tagName)) return <Fragment key={key}>{children}</Fragment>;
  if (tagName === 'br') return <br key={key} />;
  if (tagName === 'a') return renderLink(element, classes, children, key, ctx);

  const lang = element.getAttribute('lang') ?? undefined;
  return createElement(tagName, { key, className: classes.join(' ') || undefined, lang }, ...children);
}

function indexByUrl<T extends { url: string }>(items: readonly T[] | null | undefined): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items ?? []) {
    const url = safeHttpUrl(item?.url);
    if (url) map.set(url, item);
  }
  return map;
}

export interface RichTextProps {
  html: string;
  emojis?: readonly CustomEmoji[] | null;
  mentions?: readonly StatusMention[] | null;
  tags?: readonly StatusTag[] | null;
  lang?: string | null;
  className?: string;
  /** Drops Mastodon's "RE: link" fallback when the quoted post is shown in full. */
  hideQuoteInline?: boolean;
  animateEmoji?: boolean;
}

type RenderInputs = readonly unknown[];
/**
 * The React elements last made from a sanitised fragment, with what they were made from: the same
 * post in several columns (the same entity arrays) is walked once. Forgotten with the fragment.
 */
const rendered = new WeakMap<DocumentFragment, { inputs: RenderInputs; content: ReactNode[] }>();

/** Sanitised server HTML rendered as React elements, with in-app links for mentions and hashtags. */
export const RichText = memo(function RichText({
  html,
  emojis,
  mentions,
  tags,
  lang,
  className = 'rich-text',
  hideQuoteInline = false,
  animateEmoji = false,
}: RichTextProps) {
  const content = useMemo(() => {
    const fragment = sanitizeToFragment(html);
    const inputs: RenderInputs = [emojis, mentions, tags, hideQuoteInline, animateEmoji];
    const known = rendered.get(fragment);
    if (known && known.inputs.every((input, i) => input === inputs[i])) return known.content;
    const ctx: WalkContext = {
      emojis: emojiMap(emojis),
      mentionsByUrl: indexByUrl(mentions),
      tagsByUrl: indexByUrl(tags),
      hideQuoteInline,
      animateEmoji,
    };
    const walked = Array.from(fragment.childNodes, (node, index) => walk(node, ctx, 0, String(index)));
    rendered.set(fragment, { inputs, content: walked });
    return walked;
  }, [html, emojis, mentions, tags, hideQuoteInline, animateEmoji]);

  return (
    // The text takes its direction from its own letters (dir="auto": the first strong one), whatever the
    // interface's; each paragraph then takes its own (status.css), as Mastodon's web UI does.
    <div className={className} lang={lang ?? undefined} dir="auto">
      {content}
    </div>
  );
});
