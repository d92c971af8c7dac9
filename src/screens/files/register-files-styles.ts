import { registerStyles } from '../../ui/styles.js';
import css from './files.css';

registerStyles(css);
