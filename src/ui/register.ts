import { registerBaseStyles } from './styles.js';
import css from './ui.css';

// The tokens, reset and primitives are the first CSS in the shared sheet.
registerBaseStyles(css);
