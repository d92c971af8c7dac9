import { ElementFrame } from '../../host/ElementFrame.js';
import type { SharedElementProps } from '../../host/element-props.js';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { registerStyles } from '../../ui/styles.js';
import css from './pieces.css';

registerStyles(css);

/** The component behind `<cms-install>`: the install wizard on its own, without a project. */
export function InstallPiece(props: SharedElementProps) {
  return (
    <ElementFrame {...props}>
      <InstallPending />
    </ElementFrame>
  );
}

function InstallPending() {
  const { t } = useT();
  return (
    <div className="cms-piece" part="piece">
      <Notice color="accent" title={t('pieces.not_available', { element: '<cms-install>' })}>
        {t('install.not_available')}
      </Notice>
    </div>
  );
}
