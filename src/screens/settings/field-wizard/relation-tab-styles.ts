import { registerStyles } from '../../../ui/styles.js';
import css from './relation-tab.css';

registerStyles(css);
