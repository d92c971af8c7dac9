import { useT } from '../../../../i18n/use-t.js';
import { MenuButton } from '../../../../ui/Menu.js';
import { LevelIcon } from './LevelIcon.js';
import type { LevelName, MatrixAction } from './matrix-rules.js';
import { MIXED } from './matrix-view.js';

// One permission cell (the cell contract the role editor's e2e drives): a menu button carrying
// data-collection / data-status / data-action, named "action, collection[, status]: level", whose
// menu lists the levels the column offers as menuitemradio items. A stored level the column no
// longer offers is shown as it is (and said so), never changed behind the user's back.

interface LevelCellProps {
  collection: string;
  collectionTitle: string;
  /** null: the collection row; a status value or `$create`. */
  status: string | null;
  statusName?: string;
  action: MatrixAction;
  /** The level shown, or `mixed`. */
  level: string;
  offered: readonly string[];
  /** The draft changes this cell's stored level. */
  changed: boolean;
  disabled?: boolean;
  onPick(level: string): void;
}

export function LevelCell({
  collection,
  collectionTitle,
  status,
  statusName,
  action,
  level,
  offered,
  changed,
  disabled,
  onPick,
}: LevelCellProps) {
  const { t } = useT();
  const levelName = t(`settings_permissions.levels.${level as LevelName}`);
  const notOffered = level !== MIXED && !offered.includes(level);
  const shown = notOffered
    ? t('settings_permissions.cell_not_offered', { level: levelName })
    : levelName;
  const actionName = t(`settings_permissions.actions.${action}`);
  const name =
    status === null
      ? t('settings_permissions.cell', {
          action: actionName,
          collection: collectionTitle,
          level: shown,
        })
      : t('settings_permissions.cell_status', {
          action: actionName,
          collection: collectionTitle,
          status: statusName ?? status,
          level: shown,
        });
  return (
    <MenuButton
      label={changed ? `${name} (${t('settings_permissions.cell_changed')})` : name}
      className={[
        'cms-level-cell',
        `cms-level-cell--${level}`,
        notOffered ? 'cms-level-cell--not-offered' : '',
        changed ? 'cms-level-cell--changed' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      placement="bottom-start"
      disabled={disabled}
      data={{
        'data-collection': collection,
        'data-status': status ?? '',
        'data-action': action,
        'data-level': level,
      }}
      items={offered.map((choice) => ({
        id: choice,
        label: t(`settings_permissions.levels.${choice as LevelName}`),
        checked: choice === level,
        onSelect: () => {
          if (choice !== level) onPick(choice);
        },
      }))}
    >
      <LevelIcon level={level} />
    </MenuButton>
  );
}
