import { type CSSProperties, Suspense } from 'react';
import { useT } from '../../i18n/use-t.js';
import { lazyScreen } from '../../screens/app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../../screens/app-root/ScreenErrorBoundary.js';
import { Loader } from '../../ui/Loader.js';
import { registerStyles } from '../../ui/styles.js';
import { Tabs } from '../../ui/Tabs.js';
import type { InputProps } from '../registry.js';
import css from './markdown.css';
import { markdownRows } from './markdown-options.js';

registerStyles(css);

// The parser and the sanitiser are a chunk of their own, fetched when a preview first shows.
const MarkdownPreview = lazyScreen<{ source: string; emptyText: string }>(() =>
  import('./MarkdownPreview.js').then((module) => module.MarkdownPreview),
);

/**
 * Markdown written in a textarea, with its preview: on a tab of its own (`tabbed`, v8's default)
 * or beside it. `rows` sets the height of both, `placeholder` the textarea's hint.
 */
export function MarkdownInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const text = value == null ? '' : String(value);
  const rows = markdownRows(options.rows);

  const write = (
    <textarea
      id={id}
      className="cms-field__control cms-markdown-field__text"
      value={text}
      readOnly={readonly}
      rows={rows}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
  const preview = (
    <div className="cms-markdown-field__preview">
      <ScreenErrorBoundary resetKey="markdown-preview">
        <Suspense fallback={<Loader label={t('markdown_interface.loading')} />}>
          <MarkdownPreview source={text} emptyText={t('markdown_interface.nothing_to_preview')} />
        </Suspense>
      </ScreenErrorBoundary>
    </div>
  );

  const style = { '--cms-markdown-rows': rows } as CSSProperties;
  if (options.tabbed === false) {
    return (
      <div className="cms-markdown-field cms-markdown-field--beside" style={style}>
        {write}
        <section aria-label={t('markdown_interface.preview')}>{preview}</section>
      </div>
    );
  }
  return (
    <div className="cms-markdown-field" style={style}>
      <Tabs
        label={t('markdown_interface.tabs')}
        className="cms-markdown-field__tabs"
        tabs={[
          { id: 'write', label: t('markdown_interface.write'), panel: write },
          { id: 'preview', label: t('markdown_interface.preview'), panel: preview },
        ]}
      />
    </div>
  );
}
