import { readFileSync, writeFileSync } from 'node:fs';
import { settingsMarkdown } from '../config/index.js';

/** `npm run docs:settings`: rewrite the README's settings table from config/settings.ts. */
const path = new URL('../README.md', import.meta.url);
const readme = readFileSync(path, 'utf8');
const start = '<!-- settings:start -->';
const end = '<!-- settings:end -->';
const a = readme.indexOf(start), b = readme.indexOf(end);
if (a < 0 || b < a) throw new Error('README.md has no settings markers');
writeFileSync(path, `${readme.slice(0, a + start.length)}\n${settingsMarkdown()}\n${readme.slice(b)}`);
console.log('README settings table updated');
