import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { MenuButton } from '../../ui/Menu.js';
import { Tooltip } from '../../ui/Tooltip.js';
import type { SaveMode } from './save-mode.js';

interface SaveActionsProps {
  busy: boolean;
  /** Nothing staged on an existing item: saving would change nothing. */
  disabled: boolean;
  /** The other modes offered in the menu (add and copy need create permission). */
  modes: readonly Exclude<SaveMode, 'stay'>[];
  onSave(mode: SaveMode): void;
}

/** A split button: Save (and stay), plus a menu of the other save modes. */
export function SaveActions({ busy, disabled, modes, onSave }: SaveActionsProps) {
  const { t } = useT();
  const labels: Record<Exclude<SaveMode, 'stay'>, string> = {
    leave: t('item.save_and_leave'),
    add: t('item.save_and_add'),
    copy: t('item.save_as_copy'),
  };

  return (
    <div className="cms-save-actions">
      <Button
        variant="primary"
        className="cms-save-actions__save"
        busy={busy}
        disabled={disabled}
        onClick={() => onSave('stay')}
      >
        <Icon name="check" size={18} />
        <span className="cms-button__label">{t('item.save')}</span>
      </Button>
      {modes.length > 0 ? (
        <Tooltip text={t('item.more_save_options')} header describes={false} placement="bottom-end">
          <MenuButton
            className="cms-button cms-button--primary cms-save-actions__toggle"
            label={t('item.more_save_options')}
            disabled={busy}
            items={modes.map((mode) => ({
              id: mode,
              label: labels[mode],
              // A copy needs no edits; leaving or adding after saving nothing would mislead.
              disabled: mode !== 'copy' && disabled,
              onSelect: () => onSave(mode),
            }))}
          >
            <Icon name="expand" size={18} />
          </MenuButton>
        </Tooltip>
      ) : null}
    </div>
  );
}
