import css from './link-table.css';
import { registerBaseStyles } from './styles.js';

registerBaseStyles(css);
