import { registerStyles } from '../../../ui/styles.js';
import '../register-settings-styles.js';
import css from './webhooks.css';

registerStyles(css);
