import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Notice } from '../../ui/Notice.js';
import { registerStyles } from '../../ui/styles.js';
import css from './pieces.css';

registerStyles(css);

interface PiecePendingProps {
  /** The tag, shown so the host page's developer sees which element this is. */
  element: string;
  /** What the element targets; '' shows "none", undefined leaves the row out. */
  collection?: string;
  primaryKey?: string;
}

/** What the embeddable pieces show until their screens are built: a clear notice, not a mock. */
export function PiecePending({ element, collection, primaryKey }: PiecePendingProps) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  return (
    <div className="cms-piece" part="piece">
      <Notice color="accent" title={t('pieces.not_available', { element: `<${element}>` })}>
        <dl className="cms-piece__target">
          <dt>{t('pieces.project')}</dt>
          <dd data-target="project">{project ?? t('pieces.none')}</dd>
          {collection !== undefined ? (
            <>
              <dt>{t('pieces.collection')}</dt>
              <dd data-target="collection">{collection || t('pieces.none')}</dd>
            </>
          ) : null}
          {primaryKey !== undefined ? (
            <>
              <dt>{t('pieces.primary_key')}</dt>
              <dd data-target="primary-key">{primaryKey || t('pieces.none')}</dd>
            </>
          ) : null}
        </dl>
      </Notice>
    </div>
  );
}
