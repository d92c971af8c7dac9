import { registerStyles } from '../../ui/styles.js';
import infoCss from '../item/info/info.css';
import css from './activity.css';

// The user chip and avatar come with the item sidebar's rules (same text: registered once).
registerStyles(infoCss);
registerStyles(css);
