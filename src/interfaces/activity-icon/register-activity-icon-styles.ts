import { registerStyles } from '../../ui/styles.js';
import css from './activity-icon.css';

registerStyles(css);
