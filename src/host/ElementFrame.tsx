import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { resolveApiRoot } from '../api/api-root.js';
import { changeLocale } from '../i18n/change-locale.js';
import { intlLocaleOf } from '../i18n/locales.js';
import { setHostLocale } from '../i18n/preferred-locale.js';
import { useT } from '../i18n/use-t.js';
import { $config, isTheme, setApiRoot } from '../state/config.js';
import { setCurrentProject } from '../state/current-project.js';
import { Loader } from '../ui/Loader.js';
import '../ui/register.js';
import { HostContext, hostOf } from './host-context.js';

interface ElementFrameProps {
  container?: HTMLElement | ShadowRoot;
  apiUrl?: string;
  project?: string;
  locale?: string;
  theme?: string;
  children: ReactNode;
}

/**
 * What every element renders first: applies its attributes to the shared stores, waits for the
 * language to load, and wraps the content in the themed root. The stores are page-wide, so the
 * last element to set a value wins; `theme` alone stays local to the element.
 */
export function ElementFrame({
  container,
  apiUrl,
  project,
  locale,
  theme,
  children,
}: ElementFrameProps) {
  const { theme: userTheme } = useStore($config, { keys: ['theme'] });
  const { locale: activeLocale, dir } = useT();

  return (
    <HostContext.Provider value={hostOf(container)}>
      <div
        className="cms-root"
        part="root"
        data-theme={isTheme(theme) ? theme : userTheme}
        lang={activeLocale ? intlLocaleOf(activeLocale) : undefined}
        dir={dir}
        aria-busy={activeLocale === null || undefined}
      >
        {/* First child on purpose: React runs sibling effects in order, so the stores hold these
            attributes before any effect of the content (the router's first load) runs. */}
        <ApplyAttributes apiUrl={apiUrl} project={project} locale={locale} />
        {activeLocale === null ? <Loader fullPage /> : children}
      </div>
    </HostContext.Provider>
  );
}

function ApplyAttributes({
  apiUrl,
  project,
  locale,
}: Pick<ElementFrameProps, 'apiUrl' | 'project' | 'locale'>) {
  useEffect(() => {
    if (apiUrl) setApiRoot(resolveApiRoot(apiUrl));
  }, [apiUrl]);

  // A piece's target project is the page's current project: the stores describe one project.
  useEffect(() => {
    if (project) setCurrentProject(project);
  }, [project]);

  useEffect(() => {
    setHostLocale(locale);
    void changeLocale(locale);
  }, [locale]);

  return null;
}
