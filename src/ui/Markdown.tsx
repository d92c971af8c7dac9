import { Fragment, type ReactNode } from 'react';

// The small Markdown subset notification details and comments need: paragraphs, line breaks,
// **strong**, *emphasis* / _emphasis_, `code` and [links](https://…). It builds React elements, never
// an HTML string, so every character of the source is escaped by React and no markup, script or
// event handler can come through; link targets are limited to http(s), mailto and in-app `#/` paths.
// (A full parser plus a sanitiser would add ~20 KB gzip to the first screen for this.)

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|_[^_\s][^_]*_|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

/** Whether a link target is safe to put in an href. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|#\/)/i.test(href.trim());
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    if (token.startsWith('**')) {
      nodes.push(<strong key={key}>{token.slice(2, -2)}</strong>);
    } else if (token.startsWith('`')) {
      nodes.push(<code key={key}>{token.slice(1, -1)}</code>);
    } else if (token.startsWith('[')) {
      const split = token.indexOf('](');
      const label = token.slice(1, split);
      const href = token.slice(split + 2, -1);
      nodes.push(
        isSafeHref(href) ? (
          <a
            key={key}
            href={href}
            target={href.startsWith('#') ? undefined : '_blank'}
            rel="noopener noreferrer"
          >
            {label}
          </a>
        ) : (
          label
        ),
      );
    } else {
      nodes.push(<em key={key}>{token.slice(1, -1)}</em>);
    }
    last = index + token.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Renders `source` as paragraphs of inline Markdown. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const paragraphs = source
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={['cms-markdown', className].filter(Boolean).join(' ')}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond order
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond order
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {renderInline(line, `${index}-${lineIndex}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
