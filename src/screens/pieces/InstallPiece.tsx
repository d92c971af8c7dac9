import { Suspense } from 'react';
import { ElementFrame } from '../../host/ElementFrame.js';
import type { SharedElementProps } from '../../host/element-props.js';
import { useT } from '../../i18n/use-t.js';
import { Loader } from '../../ui/Loader.js';
import { registerStyles } from '../../ui/styles.js';
import { lazyScreen } from '../app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../app-root/ScreenErrorBoundary.js';
import css from './pieces.css';

registerStyles(css);

// The wizard is its own chunk: the all-elements bundle (what /admin/ loads) carries only this shell.
const InstallPieceScreen = lazyScreen<Record<string, never>>(() =>
  import('../install/InstallPieceScreen.js').then((module) => module.InstallPieceScreen),
);

/** The component behind `<cms-install>`: the install wizard on its own, without a project. */
export function InstallPiece(props: SharedElementProps) {
  return (
    <ElementFrame {...props}>
      <div className="cms-piece" part="piece">
        <ScreenErrorBoundary resetKey="install">
          <Suspense fallback={<PieceLoading />}>
            <InstallPieceScreen />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    </ElementFrame>
  );
}

function PieceLoading() {
  const { t } = useT();
  return <Loader label={t('app.loading')} />;
}
