import { Suspense } from 'react';
import { useT } from '../../i18n/use-t.js';
import { lazyScreen } from '../../screens/app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../../screens/app-root/ScreenErrorBoundary.js';
import { Loader } from '../../ui/Loader.js';
import { registerStyles } from '../../ui/styles.js';
import type { InputProps } from '../registry.js';
import loadingCss from './wysiwyg-loading.css';

registerStyles(loadingCss);

// The editor and Tiptap are a chunk of their own, fetched when the first wysiwyg field renders.
const WysiwygEditor = lazyScreen<InputProps>(() =>
  import('./WysiwygEditor.js').then((module) => module.WysiwygEditor),
);

export function WysiwygInput(props: InputProps) {
  const { t } = useT();
  return (
    <ScreenErrorBoundary resetKey="wysiwyg">
      <Suspense
        fallback={
          <div className="cms-field__control cms-wysiwyg-loading">
            <Loader label={t('wysiwyg.loading')} />
          </div>
        }
      >
        <WysiwygEditor {...props} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
