import { registerStyles } from './styles.js';
import css from './ui.css';

// The tokens, reset and primitives are the first CSS in the shared sheet.
registerStyles(css);
