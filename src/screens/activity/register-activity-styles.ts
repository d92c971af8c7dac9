import { registerStyles } from '../../ui/styles.js';
import css from './activity.css';

registerStyles(css);
