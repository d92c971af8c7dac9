import { Component, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ExtensionMeta } from '../api/extensions.js';
import { type ExtensionErrorKind, reportExtensionError } from '../state/extension-errors.js';
import type { ExtensionScript } from './contract.js';
import { loadExtension } from './load-extension.js';
import { type MountedExtension, mountExtension } from './mount-extension.js';

// Where a server-hosted extension script runs inside the React admin: an element React renders and
// never fills itself, which the script's custom element or mount() call owns. A script that does
// not load, exports nothing usable, or throws when mounted or updated is replaced by `fallback`
// and reported once (the "extension error" notification names it).

interface ExtensionHostProps {
  kind: ExtensionErrorKind;
  meta: ExtensionMeta;
  script: ExtensionScript;
  /** Handed to the script: set as properties on its element, or passed to mount()/update(). */
  props: Record<string, unknown>;
  /** `cms-*` events the script may dispatch, each with its CustomEvent's detail. */
  events?: Readonly<Record<string, (detail: unknown) => void>>;
  /** What shows instead of a broken script. */
  fallback: ReactNode;
  className?: string;
  /** Extra attributes of the host element (a role, what labels it). */
  hostAttributes?: Record<string, string>;
}

function fail(kind: ExtensionErrorKind, id: string, error: unknown): void {
  console.error(`The ${kind} extension "${id}" failed:`, error);
  reportExtensionError(kind, id);
}

/** Runs the script; the boundary below catches what could still escape into React's rendering. */
function ExtensionSlot({
  kind,
  meta,
  script,
  props,
  events,
  fallback,
  className,
  hostAttributes,
}: ExtensionHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedExtension | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ props, events });
  latest.current = { props, events };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one load and mount per script; props flow through `latest` and the update effect below
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    const listeners = Object.keys(latest.current.events ?? {}).map((name) => {
      // Capture: the element's own, non-bubbling events still pass through the host.
      const listener = (event: Event) => {
        event.stopPropagation();
        latest.current.events?.[name]?.((event as CustomEvent).detail);
      };
      host.addEventListener(name, listener, { capture: true });
      return () => host.removeEventListener(name, listener, { capture: true });
    });
    loadExtension(meta, script)
      .then((loaded) => {
        if (cancelled) return;
        mounted.current = mountExtension(loaded, script, meta.id, host, latest.current.props);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        fail(kind, meta.id, error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      for (const remove of listeners) remove();
      try {
        mounted.current?.unmount();
      } catch (error) {
        console.error(`The ${kind} extension "${meta.id}" failed to unmount:`, error);
      }
      mounted.current = null;
    };
  }, [meta, script]);

  // Every render passes the current props on (only changed ones reach the script).
  useLayoutEffect(() => {
    if (!mounted.current) return;
    try {
      mounted.current.update(props);
    } catch (error) {
      fail(kind, meta.id, error);
      try {
        mounted.current.unmount();
      } catch {
        // It already failed once; the fallback replaces it either way.
      }
      mounted.current = null;
      setFailed(true);
    }
  });

  if (failed) return <>{fallback}</>;
  return <div ref={hostRef} className={className} {...hostAttributes} />;
}

class ExtensionBoundary extends Component<{
  kind: ExtensionErrorKind;
  id: string;
  fallback: ReactNode;
  children: ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    fail(this.props.kind, this.props.id, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ExtensionHost(props: ExtensionHostProps) {
  return (
    <ExtensionBoundary kind={props.kind} id={props.meta.id} fallback={props.fallback}>
      <ExtensionSlot {...props} />
    </ExtensionBoundary>
  );
}
