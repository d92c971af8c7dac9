import { Suspense } from 'react';
import { ElementFrame } from '../../host/ElementFrame.js';
import type { ProjectElementProps } from '../../host/element-props.js';
import { useT } from '../../i18n/use-t.js';
import { Loader } from '../../ui/Loader.js';
import { registerStyles } from '../../ui/styles.js';
import { lazyScreen } from '../app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../app-root/ScreenErrorBoundary.js';
import { withInputs } from '../app-root/with-inputs.js';
import type { ItemEditorPieceScreenProps } from './item-editor/ItemEditorPieceScreen.js';
import css from './pieces.css';

registerStyles(css);

// The editor (its sign-in, the form and the interfaces) is its own chunk: the all-elements bundle
// that /admin/ loads carries only this shell.
const ItemEditorPieceScreen = lazyScreen<ItemEditorPieceScreenProps>(() =>
  withInputs(import('./item-editor/ItemEditorPieceScreen.js')).then(
    (module) => module.ItemEditorPieceScreen,
  ),
);

export interface ItemEditorProps extends ProjectElementProps {
  collection?: string;
  /** `+` for a new item. */
  primaryKey?: string;
}

/** The component behind `<cms-item-editor>`: one item's form, without the admin's shell. */
export function ItemEditorPiece({ collection, primaryKey, ...frame }: ItemEditorProps) {
  return (
    <ElementFrame {...frame}>
      <div className="cms-piece" part="piece">
        <ScreenErrorBoundary resetKey="item-editor">
          <Suspense fallback={<PieceLoading />}>
            <ItemEditorPieceScreen
              project={frame.project}
              collection={collection}
              primaryKey={primaryKey}
            />
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
