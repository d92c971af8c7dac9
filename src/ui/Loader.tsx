import './register.js';

interface LoaderProps {
  /** Read out to screen readers; without it the loader is decorative (before strings load). */
  label?: string;
  /** Fills its container: the full-page loader of the app root. */
  fullPage?: boolean;
}

export function Loader({ label, fullPage = false }: LoaderProps) {
  return (
    <div
      className={fullPage ? 'cms-loader cms-loader--full' : 'cms-loader'}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <span className="cms-loader__spinner" />
      {label ? <span className="cms-visually-hidden">{label}</span> : null}
    </div>
  );
}
