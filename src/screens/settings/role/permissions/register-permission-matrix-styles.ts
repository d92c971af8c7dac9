import { registerStyles } from '../../../../ui/styles.js';
import css from './permission-matrix.css';

registerStyles(css);
