import { registerStyles } from '../ui/styles.js';
import css from './shell.css';

registerStyles(css);
