// Writes the bundled interfaces' English texts (names, option labels, hints, choice labels) into
// the en-US locale file under `interface_catalogue`, where the other languages translate them
// (src/interfaces/interface-texts.ts). Run after adding or changing an interface:
//   npm run interface-texts
// `--check` writes nothing and exits 1 when the file is out of step (the unit test does the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../src/interfaces/index.js';
import { bundledInterfaceTexts, INTERFACE_TEXTS } from '../src/interfaces/interface-texts.js';

const localeFile = fileURLToPath(new URL('../src/locales/screens/en-US.json', import.meta.url));

const strings = JSON.parse(readFileSync(localeFile, 'utf8')) as Record<string, unknown>;
const wanted = bundledInterfaceTexts();
const inStep = JSON.stringify(strings[INTERFACE_TEXTS]) === JSON.stringify(wanted);
if (process.argv.includes('--check')) {
  if (!inStep) {
    console.error(`${localeFile} is out of step with the interfaces: run npm run interface-texts`);
    process.exit(1);
  }
} else if (!inStep) {
  strings[INTERFACE_TEXTS] = wanted;
  writeFileSync(localeFile, `${JSON.stringify(strings, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(wanted).length} interfaces' texts to ${localeFile}.`);
} else {
  console.log("The interfaces' texts are already in step.");
}
