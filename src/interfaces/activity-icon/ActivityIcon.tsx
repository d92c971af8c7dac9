import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import { actionLook } from './activity-actions.js';
import './register-activity-icon-styles.js';

interface ActivityActionProps {
  action: unknown;
  /** Show the label beside the icon (else the label is the icon's accessible name). */
  showLabel?: boolean;
  size?: number;
}

/** An activity action as a coloured icon with its label ("Updated", "Commented", …). */
export function ActivityAction({ action, showLabel = true, size = 18 }: ActivityActionProps) {
  const { t } = useT();
  const look = actionLook(action);
  if (action === null || action === undefined || action === '') return null;
  const label = look.labelKey
    ? t(`activity_interfaces.actions.${look.labelKey}`)
    : t('activity_interfaces.actions.other', { action: String(action) });
  return (
    <span
      className="cms-activity-action"
      data-tone={look.tone}
      data-action={String(action)}
      title={showLabel ? undefined : label}
    >
      <span className="cms-activity-action__icon">
        <Icon name={look.icon} size={size} label={showLabel ? undefined : label} />
      </span>
      {showLabel ? <span className="cms-activity-action__label">{label}</span> : null}
    </span>
  );
}
