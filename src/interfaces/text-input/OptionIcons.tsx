import type { ReactNode } from 'react';
import { Icon, iconFor } from '../../ui/Icon.js';

// v8's `iconLeft` / `iconRight` options (text-input, numeric, …): a Material icon name shown inside
// the control's box, decorative (the field's label names the control).

const named = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function OptionIcons({
  iconLeft,
  iconRight,
  children,
}: {
  iconLeft: unknown;
  iconRight: unknown;
  children: ReactNode;
}) {
  const left = named(iconLeft);
  const right = named(iconRight);
  if (!left && !right) return <>{children}</>;
  return (
    <span
      className="cms-option-icons"
      data-left={left ? '' : undefined}
      data-right={right ? '' : undefined}
    >
      {left ? (
        <Icon
          name={iconFor(left, 'extension')}
          size={20}
          className="cms-option-icons__icon cms-option-icons__icon--left"
        />
      ) : null}
      {children}
      {right ? (
        <Icon
          name={iconFor(right, 'extension')}
          size={20}
          className="cms-option-icons__icon cms-option-icons__icon--right"
        />
      ) : null}
    </span>
  );
}
