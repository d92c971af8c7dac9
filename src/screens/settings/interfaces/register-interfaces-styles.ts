import { registerStyles } from '../../../ui/styles.js';
import css from './settings-interfaces.css';

registerStyles(css);
