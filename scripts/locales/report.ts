// Prints, per interface language, what its files lack against en-US and the share of its strings
// still identical to en-US (brand names and codes aside), so an untranslated string shows:
//   npm run locales:report            every locale, one line each
//   npm run locales:report -- fr-FR   one locale, each problem and each identical key listed
import { existsSync } from 'node:fs';
import {
  checkLocale,
  identicalToSource,
  LOCALE_CODES,
  localeFilePath,
  SOURCE_LOCALE,
} from './parity.js';

// Piped into `head`, the report stops quietly when the reader has had enough.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const codes = asked.length > 0 ? asked : LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE);
const detailed = asked.length > 0;
let failing = 0;

console.log('locale   problems  identical to en-US');
for (const code of codes) {
  if (!existsSync(localeFilePath(code, ''))) {
    console.log(`${code.padEnd(8)} no file`);
    failing += 1;
    continue;
  }
  const problems = checkLocale(code);
  const { total, identical } = identicalToSource(code);
  const share = total === 0 ? 0 : (identical.length / total) * 100;
  console.log(
    `${code.padEnd(8)} ${String(problems.length).padStart(8)}  ${identical.length}/${total} (${share.toFixed(1)}%)`,
  );
  if (problems.length > 0) failing += 1;
  if (detailed) {
    for (const problem of problems) console.log(`  problem: ${problem}`);
    for (const key of identical) console.log(`  identical: ${key}`);
  }
}
if (failing > 0) process.exitCode = 1;
