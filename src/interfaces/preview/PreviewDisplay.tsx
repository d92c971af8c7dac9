import type { DisplayProps } from '../registry.js';

/** preview holds no value (an alias field): listings show nothing for it. */
export function PreviewDisplay(_props: DisplayProps) {
  return <span className="cms-display" />;
}
