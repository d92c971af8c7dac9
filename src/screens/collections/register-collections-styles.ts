import { registerStyles } from '../../ui/styles.js';
import css from './collections.css';

registerStyles(css);
