import { registerStyles } from '../../ui/styles.js';
import css from './batch.css';

registerStyles(css);
