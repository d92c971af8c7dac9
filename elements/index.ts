// Everything at once: the CDN drop-in (`<script type="module" src=".../cms-admin.js">`) and the
// package's main entry. Importing it defines all four elements.

export type {
  CmsChangeDetail,
  CmsErrorDetail,
  CmsEventMap,
  CmsEventName,
  CmsFileSelectedDetail,
  CmsFileUploadedDetail,
  CmsInstalledDetail,
  CmsItemDeletedDetail,
  CmsItemSavedDetail,
  CmsNavigateDetail,
} from '../src/host/events.js';
export { CMS_EVENTS } from '../src/host/events.js';
export { CmsAdminElement } from './cms-admin.js';
export { CmsFileLibraryElement } from './cms-file-library.js';
export { CmsInstallElement } from './cms-install.js';
export { CmsItemEditorElement } from './cms-item-editor.js';
export { defineElement } from './define.js';
