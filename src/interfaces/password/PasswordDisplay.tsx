import type { DisplayProps } from '../registry.js';

/** A stored hash is never shown, not even masked: the server does not send it. */
export function PasswordDisplay(_props: DisplayProps) {
  return <span className="cms-display" />;
}
