import { Suspense } from 'react';
import { useT } from '../../i18n/use-t.js';
import { lazyScreen } from '../../screens/app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../../screens/app-root/ScreenErrorBoundary.js';
import { Loader } from '../../ui/Loader.js';
import type { CodeEditorProps } from './editor-props.js';

// CodeMirror is a chunk of its own, fetched when the first code or JSON field renders (and each
// language's syntax one more, language-support.ts).
const CodeEditor = lazyScreen<CodeEditorProps>(() =>
  import('./CodeEditor.js').then((module) => module.CodeEditor),
);

export function LazyCodeEditor(props: CodeEditorProps) {
  const { t } = useT();
  return (
    <ScreenErrorBoundary resetKey="code-editor">
      <Suspense
        fallback={
          <div className="cms-code-field__loading">
            <Loader label={t('code_interface.loading')} />
          </div>
        }
      >
        <CodeEditor {...props} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
