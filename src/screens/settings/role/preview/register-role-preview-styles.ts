import { registerStyles } from '../../../../ui/styles.js';
import css from './role-preview.css';

registerStyles(css);
