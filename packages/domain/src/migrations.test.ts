import { describe, expect, it } from 'vitest';
import { migrateUp, NewerVersionError, sectionVersions, storedVersion } from './migrations';
import { currentVersion, migrateStored, storedSectionVersions } from './stored-versions';

/** A section that gained a field at version 2 and renamed one at version 3. */
const noteVersions = sectionVersions([
  (d) => ({ ...d, reviewed: false }),
  ({ remark, ...rest }) => ({ ...rest, comment: remark ?? '' }),
]);

describe('section versions', () => {
  it('are one more than the steps they know', () => {
    expect(sectionVersions().version).toBe(1);
    expect(noteVersions.version).toBe(3);
  });

  it('apply the steps in order from the stored version', () => {
    expect(migrateUp(noteVersions, { remark: 'seen' }, 1)).toEqual({
      reviewed: false,
      comment: 'seen',
    });
    expect(migrateUp(noteVersions, { remark: 'seen', reviewed: true }, 2)).toEqual({
      reviewed: true,
      comment: 'seen',
    });
    expect(migrateUp(noteVersions, { comment: 'x', reviewed: true }, 3)).toEqual({
      comment: 'x',
      reviewed: true,
    });
  });

  it('read content that names no version as version 1', () => {
    expect(storedVersion(undefined)).toBe(1);
    expect(migrateUp(noteVersions, { remark: 'a' }, storedVersion(undefined))).toEqual({
      reviewed: false,
      comment: 'a',
    });
  });

  it('refuse content of a newer version instead of reading it as today’s shape', () => {
    expect(() => migrateUp(noteVersions, {}, 4)).toThrow(NewerVersionError);
    expect(() => migrateUp(noteVersions, {}, 4)).toThrow(/update the app/);
  });

  it('leave content that is not an object to the lenient reader', () => {
    expect(migrateUp(noteVersions, 'garbage', 1)).toBe('garbage');
  });
});

describe('stored sections', () => {
  it('each declare their versions: one more than their steps', () => {
    for (const versions of Object.values(storedSectionVersions)) {
      expect(versions.version).toBe(versions.up.length + 1);
    }
    expect(currentVersion('appointment')).toBe(2);
    expect(currentVersion('info')).toBe(1);
  });

  it('migrate through a table of versions passed in', () => {
    const table = { appointment: noteVersions };
    expect(currentVersion('appointment', table)).toBe(3);
    expect(migrateStored('appointment', { remark: 'r' }, 1, table)).toEqual({
      reviewed: false,
      comment: 'r',
    });
    // A name the table does not list has only version 1.
    expect(currentVersion('unknown', table)).toBe(1);
    expect(() => migrateStored('unknown', {}, 2, table)).toThrow(NewerVersionError);
  });
});
