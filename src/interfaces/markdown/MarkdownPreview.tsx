import { useMemo } from 'react';
import { registerStyles } from '../../ui/styles.js';
import { markdownHtml } from './markdown-html.js';
import css from './markdown-preview.css';

registerStyles(css);

/** The Markdown as the page will read it, sanitised before it reaches the DOM (markdown-html.ts). */
export function MarkdownPreview({ source, emptyText }: { source: string; emptyText: string }) {
  const html = useMemo(() => markdownHtml(source), [source]);
  if (source.trim() === '') return <p className="cms-markdown-preview__empty">{emptyText}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (markdown-html.ts)
  return <div className="cms-markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />;
}
