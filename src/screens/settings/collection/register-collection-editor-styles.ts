import { registerStyles } from '../../../ui/styles.js';
import css from './collection-editor.css';

registerStyles(css);
