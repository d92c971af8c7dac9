import { useT } from '../../../../i18n/use-t.js';
import { LevelIcon } from './LevelIcon.js';

// What the marks in the matrix mean, and the two rules a reader cannot see in the grid: what the
// comment and explain levels do, and that status rows replace the collection's row.

const MARKS = ['none', 'mine', 'role', 'full', 'mixed'] as const;

export function MatrixLegend() {
  const { t } = useT();
  return (
    <div className="cms-matrix-legend">
      <h3 className="cms-visually-hidden">{t('settings_permissions.legend_title')}</h3>
      <ul className="cms-matrix-legend__marks">
        {MARKS.map((level) => (
          <li key={level} className="cms-matrix-legend__mark">
            <span className={`cms-level-cell cms-level-cell--${level} cms-matrix-legend__icon`}>
              <LevelIcon level={level} size={16} />
            </span>
            {t(`settings_permissions.legend.${level}`)}
          </li>
        ))}
      </ul>
      <details className="cms-matrix-legend__more">
        <summary>{t('settings_permissions.legend_more')}</summary>
        <p className="cms-matrix-legend__note">{t('settings_permissions.legend.comment')}</p>
        <p className="cms-matrix-legend__note">{t('settings_permissions.legend.explain')}</p>
        <p className="cms-matrix-legend__note">{t('settings_permissions.status_rows_note')}</p>
      </details>
    </div>
  );
}
