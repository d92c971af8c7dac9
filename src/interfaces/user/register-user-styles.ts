import infoCss from '../../screens/item/info/info.css';
import { registerStyles } from '../../ui/styles.js';
import css from './user.css';

// The avatar, user chip and popover are styled with the item sidebar's rules (same text: one copy).
registerStyles(infoCss);
registerStyles(css);
