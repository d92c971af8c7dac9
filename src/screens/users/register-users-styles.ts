import { registerStyles } from '../../ui/styles.js';
import css from './users.css';

registerStyles(css);
