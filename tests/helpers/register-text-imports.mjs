// `node --import tsx --import ./tests/helpers/register-text-imports.mjs --test <file>`: lets unit
// tests load admin modules that import CSS (scripts/test.mjs passes it to every node test).
import { register } from 'node:module';

register('./text-imports.mjs', import.meta.url);
