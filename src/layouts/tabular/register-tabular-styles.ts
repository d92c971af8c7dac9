import { registerStyles } from '../../ui/styles.js';
import css from './tabular.css';

registerStyles(css);
