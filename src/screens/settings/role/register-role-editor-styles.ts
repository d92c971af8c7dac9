import { registerStyles } from '../../../ui/styles.js';
import css from './role-editor.css';

registerStyles(css);
