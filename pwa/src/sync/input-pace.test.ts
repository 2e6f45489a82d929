import { describe, expect, it } from 'vitest';
import { inputPace, LARGE_SLICE, SMALL_SLICE } from './input-pace';

/** A clock that only moves when the pace sleeps. */
function fakeClock() {
  let t = 0;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: (ms: number) => {
      slept.push(ms);
      t += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      t += ms;
    },
    slept,
  };
}

describe('input pace', () => {
  it('lets a slice go at once when nobody touched the screen', async () => {
    const clock = fakeClock();
    const pace = inputPace(clock.now, clock.sleep);
    await pace.beforeSlice();
    expect(clock.slept).toEqual([]);
  });

  it('holds the next slice for a moment after a touch or key', async () => {
    const clock = fakeClock();
    const pace = inputPace(clock.now, clock.sleep);
    clock.advance(1000);
    pace.input();
    clock.advance(40);
    await pace.beforeSlice();
    expect(clock.slept).toEqual([110]);
  });

  it('never holds longer than a second in a row, whatever the typing', async () => {
    const clock = fakeClock();
    const typing = inputPace(clock.now, async (ms) => {
      await clock.sleep(ms);
      typing.input();
    });
    typing.input();
    await typing.beforeSlice();
    expect(clock.now()).toBe(1000);
  });

  it('lets a slice give way while the download moved within the last second', () => {
    const clock = fakeClock();
    const pace = inputPace(clock.now, clock.sleep);
    expect(pace.mayGiveWay()).toBe(false);
    pace.moved();
    clock.advance(999);
    expect(pace.mayGiveWay()).toBe(true);
    clock.advance(1);
    expect(pace.mayGiveWay()).toBe(false);
    pace.moved();
    expect(pace.mayGiveWay()).toBe(true);
  });

  it('stores small slices for two seconds after a touch or key, larger ones when nobody works', () => {
    const clock = fakeClock();
    const pace = inputPace(clock.now, clock.sleep);
    expect(pace.sliceSize()).toBe(LARGE_SLICE);
    clock.advance(5000);
    pace.input();
    clock.advance(1999);
    expect(pace.sliceSize()).toBe(SMALL_SLICE);
    clock.advance(1);
    expect(pace.sliceSize()).toBe(LARGE_SLICE);
    expect(SMALL_SLICE).toBeLessThan(LARGE_SLICE);
  });
});
