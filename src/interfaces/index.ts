// Every bundled interface. The form and the listing import this file; each import registers one
// interface with the registry (registry.ts), so adding one never touches the form.
import { registerStyles } from '../ui/styles.js';
import css from './interfaces.css';
import './primary-key/index.js';
import './text-input/index.js';
import './textarea/index.js';
import './numeric/index.js';
import './sort/index.js';
import './toggle/index.js';
import './datetime/index.js';
import './dropdown/index.js';
import './status/index.js';
import './slug/index.js';
import './markdown/index.js';
import './code/index.js';
import './json/index.js';
import './many-to-one/index.js';
import './one-to-many/index.js';
import './many-to-many/index.js';
import './datetime-stamp/index.js';
import './user-stamp/index.js';
import './color/index.js';
import './password/index.js';
import './user-roles/index.js';
import './language/index.js';
import './radio-buttons/index.js';
import './2fa-secret/index.js';
import './activity-icon/index.js';
import './collections/index.js';
import './user/index.js';
import './file-size/index.js';
import './tags/index.js';
import './file/index.js';
import './files/index.js';
import './file-preview/index.js';
import './wysiwyg/index.js';

registerStyles(css);
