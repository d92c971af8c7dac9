import { registerBaseStyles } from '../ui/styles.js';
import css from './shell.css';

registerBaseStyles(css);
