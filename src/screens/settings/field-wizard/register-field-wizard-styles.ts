import { registerStyles } from '../../../ui/styles.js';
import css from './field-wizard.css';

registerStyles(css);
