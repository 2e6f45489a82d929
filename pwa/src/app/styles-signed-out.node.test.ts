import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const source = readFileSync(join(import.meta.dirname, 'styles-signed-out.ts'), 'utf8');
const coreFiles = [
  ...source.matchAll(/^import '@mantine\/core\/styles\/(.+)\.layer\.css';$/gm),
].map((m) => m[1] ?? '');
const whole = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');

/** Where a component's styles start in Mantine's styles.css: its first rule's selector. */
function offsetOf(name: string): number {
  const css = readFileSync(require.resolve(`@mantine/core/styles/${name}.css`), 'utf8');
  const first = css.split('\n').find((line) => line.trim() && !line.startsWith('@'));
  return first ? whole.indexOf(first) : -1;
}

describe('the sign-in pages’ Mantine styles', () => {
  it('come in the order of Mantine’s own styles.css, so the same rule wins as once signed in', () => {
    expect(coreFiles.length).toBeGreaterThan(3);
    const offsets = coreFiles.map((name) => ({ name, at: offsetOf(name) }));
    for (const { name, at } of offsets) expect(at, name).toBeGreaterThanOrEqual(0);
    expect(offsets.map((o) => o.name)).toEqual(
      [...offsets].sort((a, b) => a.at - b.at).map((o) => o.name),
    );
  });
});
