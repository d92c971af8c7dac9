import { useT } from '../../../../i18n/use-t.js';
import { MATRIX_ACTIONS, type MatrixAction, TOGGLE_ALL_ACTIONS } from './matrix-rules.js';

// The matrix's sticky header. Each level column with a `full` level is a toggle-all button
// (spec 3 §4), named by what it will do: set the column to full, or to none when any non-system
// collection already has full there. Explain has no full, so its heading is plain text.

interface MatrixHeaderProps {
  disabled: boolean;
  nextLevel(action: MatrixAction): 'none' | 'full';
  onToggleAll(action: MatrixAction): void;
}

const TOGGLES: readonly string[] = TOGGLE_ALL_ACTIONS;

export function MatrixHeader({ disabled, nextLevel, onToggleAll }: MatrixHeaderProps) {
  const { t } = useT();
  return (
    <thead>
      <tr>
        <th scope="col" className="cms-matrix__head cms-matrix__head--name">
          {t('settings_permissions.column_collection')}
        </th>
        {MATRIX_ACTIONS.map((action) => {
          const heading = t(`settings_permissions.actions.${action}`);
          if (!TOGGLES.includes(action)) {
            return (
              <th key={action} scope="col" className="cms-matrix__head">
                {heading}
              </th>
            );
          }
          const label = t(
            nextLevel(action) === 'full'
              ? 'settings_permissions.toggle_column_full'
              : 'settings_permissions.toggle_column_none',
            { action: heading.toLowerCase() },
          );
          return (
            <th key={action} scope="col" className="cms-matrix__head" aria-label={heading}>
              <button
                type="button"
                className="cms-matrix__toggle-all"
                data-toggle-all={action}
                aria-label={label}
                title={`${label}. ${t('settings_permissions.toggle_column_hint')}`}
                disabled={disabled}
                onClick={() => onToggleAll(action)}
              >
                {heading}
              </button>
            </th>
          );
        })}
        <th scope="col" className="cms-matrix__head">
          {t('settings_permissions.column_fields')}
        </th>
        <th scope="col" className="cms-matrix__head">
          {t('settings_permissions.column_row_actions')}
        </th>
      </tr>
    </thead>
  );
}
