import { ElementFrame } from '../../host/ElementFrame.js';
import type { ProjectElementProps } from '../../host/element-props.js';
import { AppRoot } from './AppRoot.js';

/** The component behind `<cms-admin>`: the whole app. */
export function AdminApp({ container, apiUrl, project, locale, theme }: ProjectElementProps) {
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
