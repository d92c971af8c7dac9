import { useT } from '../i18n/use-t.js';
import { Icon } from '../ui/Icon.js';
import { MenuButton } from '../ui/Menu.js';
import type { FieldMenuState } from './field-menu-state.js';

interface FieldMenuProps {
  /** The field's label, so the menu button says whose menu it is. */
  label: string;
  state: FieldMenuState;
  onClear(): void;
  onReset(): void;
  onUndo(): void;
}

/** The per-field menu (spec 2 §5): clear value, reset to default, undo changes. */
export function FieldMenu({ label, state, onClear, onReset, onUndo }: FieldMenuProps) {
  const { t } = useT();
  return (
    <span className="cms-field-menu">
      <MenuButton
        className="cms-icon-button cms-field-menu__toggle"
        label={t('form.field_menu', { field: label })}
        placement="bottom-start"
        items={[
          {
            id: 'clear',
            label: t('form.clear_value'),
            disabled: !state.canClear,
            onSelect: onClear,
          },
          {
            id: 'reset',
            label: t('form.reset_to_default'),
            disabled: !state.canReset,
            onSelect: onReset,
          },
          { id: 'undo', label: t('form.undo_changes'), disabled: !state.canUndo, onSelect: onUndo },
        ]}
      >
        <Icon name="expand" size={18} />
      </MenuButton>
    </span>
  );
}
