import { registerStyles } from '../../ui/styles.js';
import css from './timeline.css';

registerStyles(css);
