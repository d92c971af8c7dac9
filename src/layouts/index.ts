// Registers every bundled layout. The listing imports this module, so the layouts load with it
// (in its lazy chunk), never with the shell. Tabular first: it is the default.
import './tabular/index.js';
import './cards/index.js';
import './calendar/index.js';
import './timeline/index.js';
// Layouts the server hosts, after the bundled ones (src/extensions/).
import '../extensions/server-layouts.js';
