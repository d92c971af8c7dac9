import type { ReactNode } from 'react';
import './register.js';

export type NoticeColor = 'accent' | 'success' | 'warning' | 'danger';

interface NoticeProps {
  color?: NoticeColor;
  title?: ReactNode;
  children?: ReactNode;
  /** Announce it to screen readers when it appears (errors after an action). */
  live?: boolean;
  className?: string;
}

export function Notice({
  color = 'accent',
  title,
  children,
  live = false,
  className,
}: NoticeProps) {
  const role = live ? (color === 'danger' || color === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      className={['cms-notice', `cms-notice--${color}`, className].filter(Boolean).join(' ')}
      role={role}
      part="notice"
    >
      {title ? <strong className="cms-notice__title">{title}</strong> : null}
      {children}
    </div>
  );
}
