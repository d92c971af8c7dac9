import css from './link-table.css';
import { registerStyles } from './styles.js';

registerStyles(css);
