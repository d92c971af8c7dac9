import { registerStyles } from '../../ui/styles.js';
import css from './user.css';

registerStyles(css);
