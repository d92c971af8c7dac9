import { registerStyles } from '../../../ui/styles.js';
import css from './settings-collections.css';

registerStyles(css);
