import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { startLatencyChecks } from '../state/latency.js';
import { $sidebars, closeSidebars, toggleSidebar } from '../state/sidebars.js';
import { ExtensionsMissing } from './ExtensionsMissing.js';
import { InfoSidebarContext } from './info-sidebar-context.js';
import { ModuleBar } from './ModuleBar.js';
import { NavigationSidebar } from './NavigationSidebar.js';
import { useAutoSignOut } from './use-auto-sign-out.js';
import { useDrawerFocus } from './use-drawer-focus.js';
import { whenIdle } from './when-idle.js';
import './register-shell-styles.js';
// The bundled interfaces and layouts register with the shell, not with the first form or listing:
// the extensions-missing warning must see them on any page.
import { preloadInputs } from '../interfaces/index.js';
import '../layouts/index.js';

/** How long after the shell appears the inputs' code is fetched, if nothing asked for it. */
const INPUTS_PREFETCH_DELAY_MS = 3000;

/** Where the sidebars are overlays (shell.css has the same breakpoint). */
const SIDEBARS_OVERLAY_QUERY = '(max-width: 959px)';
const isOverlay = () => window.matchMedia(SIDEBARS_OVERLAY_QUERY).matches;

/**
 * The frame of every signed-in screen (spec 1 §2): module bar, navigation sidebar, the screen, and
 * the info sidebar the screen fills through its PageHeader. On narrow screens both sidebars are
 * overlays, opened from the header and closed by a click outside, Escape or any navigation; the
 * navigation is then a drawer (use-drawer-focus.ts), and below 600 px the module bar slides in
 * with it.
 */
export function Shell({ project, children }: { project: string; children: ReactNode }) {
  const { t } = useT();
  const sidebars = useStore($sidebars);
  const [infoNode, setInfoNode] = useState<HTMLElement | null>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  useDrawerFocus(shellRef, navRef, sidebars.nav, isOverlay, () => toggleSidebar('nav', false));

  useEffect(() => startLatencyChecks(), []);
  // The interfaces' inputs once the first screen has settled: the next screen is often a form,
  // and it then opens without waiting for them (src/interfaces/lazy-input.tsx).
  useEffect(() => whenIdle(() => void preloadInputs(), INPUTS_PREFETCH_DELAY_MS), []);
  useAutoSignOut(project);

  const overlayOpen = sidebars.nav || sidebars.info;
  useEffect(() => {
    if (!overlayOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // Only overlays close on Escape; a wide screen's docked sidebars stay as they are.
      if (event.key === 'Escape' && isOverlay()) {
        closeSidebars();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlayOpen]);

  return (
    <InfoSidebarContext.Provider value={infoNode}>
      <div
        ref={shellRef}
        className="cms-shell"
        part="shell"
        data-info-open={sidebars.info || undefined}
        data-nav-open={sidebars.nav || undefined}
      >
        <ModuleBar project={project} />
        <NavigationSidebar ref={navRef} project={project} open={sidebars.nav} />
        {overlayOpen ? (
          // Escape closes the overlays too (effect above); the backdrop is for pointers only.
          <div className="cms-shell__backdrop" aria-hidden="true" onClick={closeSidebars} />
        ) : null}
        <div className="cms-shell__main" part="main">
          <ExtensionsMissing />
          {children}
        </div>
        <aside
          id="cms-info-sidebar"
          ref={setInfoNode}
          className="cms-shell__info"
          part="info-sidebar"
          aria-label={t('shell.info')}
          hidden={!sidebars.info}
        />
      </div>
    </InfoSidebarContext.Provider>
  );
}
