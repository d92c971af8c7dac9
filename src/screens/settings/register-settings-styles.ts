import { registerStyles } from '../../ui/styles.js';
import css from './settings.css';

registerStyles(css);
