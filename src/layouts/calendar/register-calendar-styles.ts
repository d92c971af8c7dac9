import { registerStyles } from '../../ui/styles.js';
import css from './calendar.css';

registerStyles(css);
