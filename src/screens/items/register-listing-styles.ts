import { registerStyles } from '../../ui/styles.js';
import css from './listing.css';

registerStyles(css);
