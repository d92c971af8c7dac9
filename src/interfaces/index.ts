// Every bundled interface. The form and the listing import this file; each import registers one
// interface with the registry (registry.ts), so adding one never touches the form. The inputs
// themselves are fetched when a form needs them (lazy-input.tsx).
import { registerStyles } from '../ui/styles.js';
import css from './interfaces.css';
import './primary-key/index.js';
import './text-input/index.js';
import './textarea/index.js';
import './numeric/index.js';
import './sort/index.js';
import './toggle/index.js';
import './datetime/index.js';
import './calendar/index.js';
import './date/index.js';
import './time/index.js';
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
import './repeater/index.js';
import './divider/index.js';
import './button-group/index.js';
import './checkboxes/index.js';
import './multiselect/index.js';
import './toggle-icon/index.js';
import './rating/index.js';
import './slider/index.js';
import './hashed/index.js';
import './preview/index.js';
import './icon/index.js';
import './map/index.js';
import './checkboxes-relational/index.js';
import './translation/index.js';
import './color-palette/index.js';
import './interfaces/index.js';
import './interface-types/index.js';
import './interface-options/index.js';
import './key-value/index.js';
// Interfaces the server hosts: looked up after the bundled ones (src/extensions/).
import '../extensions/server-interfaces.js';

registerStyles(css);

/** Fetches the bundled inputs, all registered by now (see lazy-input.tsx). */
export { preloadInputs } from './lazy-input.js';
