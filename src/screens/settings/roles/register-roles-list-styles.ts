import { registerStyles } from '../../../ui/styles.js';
import css from './roles-list.css';

registerStyles(css);
