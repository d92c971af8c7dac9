import { registerStyles } from '../../ui/styles.js';
import css from './cards.css';

registerStyles(css);
