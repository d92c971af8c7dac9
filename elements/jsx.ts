// Opt-in JSX typings for React hosts (React 19 passes attributes and `on<event>` listeners to
// custom elements). Opt in with `import type {} from 'cms-admin/jsx'`, or by listing
// `node_modules/cms-admin/dist/types/elements/jsx.d.ts` in the host's tsconfig `files`.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  CmsChangeDetail,
  CmsErrorDetail,
  CmsFileSelectedDetail,
  CmsFileUploadedDetail,
  CmsInstalledDetail,
  CmsItemDeletedDetail,
  CmsItemSavedDetail,
  CmsNavigateDetail,
} from '../src/host/events.js';
import type { Theme } from '../src/state/config.js';
import type { CmsAdminElement } from './cms-admin.js';
import type { CmsFileLibraryElement } from './cms-file-library.js';
import type { CmsInstallElement } from './cms-install.js';
import type { CmsItemEditorElement } from './cms-item-editor.js';

type ElementAttributes<Element extends HTMLElement> = DetailedHTMLProps<
  HTMLAttributes<Element>,
  Element
>;

interface SharedAttributes {
  'api-url'?: string;
  locale?: string;
  theme?: Theme;
  'oncms-error'?: (event: CustomEvent<CmsErrorDetail>) => void;
}

interface ProjectAttributes extends SharedAttributes {
  project?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cms-admin': ElementAttributes<CmsAdminElement> &
        ProjectAttributes & {
          'oncms-navigate'?: (event: CustomEvent<CmsNavigateDetail>) => void;
        };
      'cms-item-editor': ElementAttributes<CmsItemEditorElement> &
        ProjectAttributes & {
          collection?: string;
          'primary-key'?: string;
          'oncms-item-saved'?: (event: CustomEvent<CmsItemSavedDetail>) => void;
          'oncms-item-deleted'?: (event: CustomEvent<CmsItemDeletedDetail>) => void;
          'oncms-change'?: (event: CustomEvent<CmsChangeDetail>) => void;
        };
      'cms-file-library': ElementAttributes<CmsFileLibraryElement> &
        ProjectAttributes & {
          /** MIME types the picker takes, comma-separated (`image/*,application/pdf`). */
          accept?: string;
          multiple?: boolean;
          selectable?: boolean;
          folder?: string;
          'oncms-file-uploaded'?: (event: CustomEvent<CmsFileUploadedDetail>) => void;
          'oncms-file-selected'?: (event: CustomEvent<CmsFileSelectedDetail>) => void;
        };
      'cms-install': ElementAttributes<CmsInstallElement> &
        SharedAttributes & {
          'oncms-installed'?: (event: CustomEvent<CmsInstalledDetail>) => void;
        };
    }
  }
}
