/** Checks the PWA's JavaScript budget (initial JS for /login <= 250 KB gzip), the sign-in pages'
 * own budget (each <= 240 KB gzip, with no device database, sync or report code), prints every
 * route chunk's gzip size and checks the build left out the test hooks (pwa/src/lib/test-hooks.ts).
 * Run after a production build: tsx scripts/check-bundle-size.ts (pnpm check:bundle). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'pwa', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
const BUDGET_BYTES = 250 * 1000;

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

if (!existsSync(manifestFile)) {
  console.error('pwa/dist/.vite/manifest.json is missing: build the PWA first (pnpm build).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
const gzipCache = new Map<string, number>();
const gzipOf = (file: string): number => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const entryOwn = closure('index.html');
/** The entry and the steps it starts the app in (pwa/src/app/main.tsx): index.html preloads
 * every step's files, and every page runs them. */
const entry = new Set(entryOwn);
for (const step of manifest['index.html']?.dynamicImports ?? []) closure(step, entry);
// Loaded at start-up by every page: the service-worker client.
const startup = Object.keys(manifest).filter((k) => k.includes('workbox-window'));
// The sign-in pages are in the entry's steps (pwa/src/app/router.tsx): what /login loads is the
// shell and the service-worker client.
const initialLogin = new Set([...entry, ...startup.flatMap((k) => [...closure(k)])]);

console.log(`App shell (the entry, its start steps and their imports): ${kb(total(entry))} gzip`);
// Each step's files are asked for with the page (pwa/tools/preload-start-steps.ts), not once the
// step before has run: a round trip per step on a slow network.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const unannounced = [...entry].filter((file) => !html.includes(`/${file}"`));
if (unannounced.length) {
  console.error(`index.html does not preload these start files: ${unannounced.join(', ')}`);
  process.exit(1);
}
console.log('\nRoute chunks (own chunk / with the shared chunks it adds beyond the shell):');
const lazy = Object.keys(manifest)
  .filter((k) => k.startsWith('src/routes/') || k.endsWith('SignedInLayout.tsx'))
  .sort();
for (const key of lazy) {
  const own = manifest[key]?.file ?? '';
  const added = [...closure(key)].filter((f) => !entry.has(f));
  const name = key
    .replace('src/routes/', '/')
    .replace(/\.tsx$/, '')
    .replace('src/app/', 'signed-in shell: ');
  console.log(
    `  ${name.padEnd(40)} ${kb(gzipOf(own)).padStart(9)} / ${kb(total(added)).padStart(9)}`,
  );
}

/** The pages someone not signed in opens: a form or two, on any phone, before any clinical work.
 * Each loads the entry (where their forms are) and the service-worker client. */
const signInPages = ['/login', '/signup', '/forgotpassword'];
const SIGN_IN_BUDGET_BYTES = 240 * 1000;
/** Code those pages must not load, each known by a string only it holds. */
const notOnSignIn = {
  'the device database (Dexie)': 'DexieError',
  'the sync worker': 'sync.worker',
  'the report builder (jsPDF)': 'jsPDF',
};
// The three load the same files: read once, said for each.
const loaded = Object.entries(notOnSignIn).filter(([, marker]) =>
  [...initialLogin].some((f) => readFileSync(join(dist, f), 'utf8').includes(marker)),
);
const signInSize = total(initialLogin);
for (const path of signInPages)
  console.log(
    `${path}: ${kb(signInSize)} gzip (budget ${kb(SIGN_IN_BUDGET_BYTES)})${loaded.length ? `, loads ${loaded.map(([what]) => what).join(', ')}` : ''}`,
  );
if (signInSize > SIGN_IN_BUDGET_BYTES || loaded.length) {
  console.error(
    'A sign-in page is over its budget or loads clinical code: load it once signed in.',
  );
  process.exit(1);
}

// Mantine's styles come in two parts (pwa/src/app/styles-signed-out.ts): what the sign-in pages
// draw, in the entry, and the rest with the signed-in shell. Every Mantine class the signed-out
// code names (m_ and 8 hex digits) needs its rule in the entry's styles, or a page draws unstyled.
const signedOut = new Set([...initialLogin, ...closure('src/routes/resetpassword.$token.tsx')]);
const stylesOf = (files: Iterable<string>) =>
  [...files].flatMap((f) => Object.values(manifest).find((c) => c.file === f)?.css ?? []);
const mantineClasses = (files: Iterable<string>) =>
  new Set(
    [...files].flatMap(
      (f) => readFileSync(join(dist, f), 'utf8').match(/\bm_[0-9a-f]{8}\b/g) ?? [],
    ),
  );
const styled = mantineClasses(stylesOf(signedOut));
const used = mantineClasses(signedOut);
const unstyled = [...used].filter((name) => !styled.has(name));
if (unstyled.length) {
  console.error(
    `The sign-in pages' code uses Mantine classes with no styles in the entry (${unstyled.join(', ')}): import the component's styles in pwa/src/app/styles-signed-out.ts.`,
  );
  process.exit(1);
}
console.log(`Sign-in pages' Mantine classes: ${String(used.size)}, each styled in the entry.`);

const initial = total(initialLogin);
/** What the entry evaluates before its first step: Zod with its settings and the steps' loader.
 * An app module imported statically there is evaluated with it, and with all it imports, in the
 * one task the page opens with. */
const ENTRY_OWN_BUDGET_BYTES = 40 * 1000;
const entryOwnSize = total(entryOwn);
console.log(
  `\nThe entry before its first step: ${kb(entryOwnSize)} gzip (budget ${kb(ENTRY_OWN_BUDGET_BYTES)})`,
);
if (entryOwnSize > ENTRY_OWN_BUDGET_BYTES) {
  console.error('The entry imports the app statically: load it in the steps of main.tsx.');
  process.exit(1);
}

console.log(`\nInitial JavaScript for /login: ${kb(initial)} gzip (budget ${kb(BUDGET_BYTES)})`);
if (initial > BUDGET_BYTES) {
  console.error('Over budget: split the entry chunk (lazy routes, lazy heavy libraries).');
  process.exit(1);
}
console.log('Within budget.');

// The save's User Timing entry stands for every hook: it is a string no other code holds.
const hooked = Object.values(manifest).filter((c) =>
  readFileSync(join(dist, c.file), 'utf8').includes('optolight:save-section'),
);
if (hooked.length) {
  console.error(`Test hooks in the production build (${hooked.map((c) => c.file).join(', ')}).`);
  process.exit(1);
}
console.log('No test hooks.');
