import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { writePreviews } from './mail-preview.render.js';

/** `npm run mail:preview`: every mail template in every language, with sample data, as HTML files. */
const config = loadConfig();
const dir = path.resolve('var', 'mail-preview');
const files = await writePreviews(config, dir);
console.log(
  `Wrote ${files.length - 1} mail previews to ${dir}\nOpen ${path.join(dir, 'index.html')} in a browser.`,
);
