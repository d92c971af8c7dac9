import { useEffect } from 'react';
import { ElementFrame } from '../../host/ElementFrame.js';
import type { ProjectElementProps } from '../../host/element-props.js';
import { connectAdminNavigation } from '../../router/admin-navigation.js';
import { AppRoot } from './AppRoot.js';
import { useFirstScreenPreload } from './use-first-screen-preload.js';

/** The component behind `<cms-admin>`: the whole app. */
export function AdminApp({ container, apiUrl, project, locale, theme }: ProjectElementProps) {
  // The router and its guard start here, beside the first language's download rather than after
  // it (ElementFrame shows its content only once a language is there): the project list and the
  // start-up data need no strings. Effects run children first, so the element's attributes are in
  // the stores (ElementFrame's ApplyAttributes) before the first navigation reads them.
  useEffect(() => connectAdminNavigation(), []);
  useFirstScreenPreload();
  return (
    <ElementFrame
      container={container}
      apiUrl={apiUrl}
      project={project}
      locale={locale}
      theme={theme}
    >
      <AppRoot />
    </ElementFrame>
  );
}
