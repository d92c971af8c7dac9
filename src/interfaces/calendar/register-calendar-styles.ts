import { registerStyles } from '../../ui/styles.js';
import css from './calendar.css';

// The date grid's styles, registered by whoever shows it (the calendar and date interfaces).
registerStyles(css);
