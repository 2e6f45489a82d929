import { describe, expect, it } from 'vitest';
import { summarize, trialPoints } from './scoring';

const hit = (level: number, reactionMs: number | null) => ({ level, isCorrect: true, reactionMs });
const miss = (level: number) => ({ level, isCorrect: false, reactionMs: null });

describe('trial points', () => {
  it('scores pursuit hits 10 + 2 per level and misses nothing', () => {
    expect(trialPoints('pursuit', hit(0, 400))).toBe(10);
    expect(trialPoints('pursuit', hit(5, 400))).toBe(20);
    expect(trialPoints('pursuit', miss(5))).toBe(0);
  });

  it('gives saccades one bonus point per 100 ms under a second', () => {
    // 10 + level 2 + floor((1000 - 640) / 100) = 10 + 2 + 3
    expect(trialPoints('saccades', hit(2, 640))).toBe(15);
    expect(trialPoints('saccades', hit(2, 1500))).toBe(12);
    expect(trialPoints('saccades', hit(2, null))).toBe(12);
  });

  it('scores anti-saccades higher, with the bonus under 1.2 s', () => {
    // 15 + 1 + floor((1200 - 950) / 100) = 15 + 1 + 2
    expect(trialPoints('antiSaccades', hit(1, 950))).toBe(18);
  });

  it('scores the tachistoscope five points per digit of the span', () => {
    expect(trialPoints('tachistoscope', hit(0, 2000))).toBe(15);
    expect(trialPoints('tachistoscope', hit(4, 2000))).toBe(35);
  });

  it('scores eye-hand taps like saccades', () => {
    expect(trialPoints('eyeHand', hit(3, 420))).toBe(18);
  });
});

describe('round summary', () => {
  it('adds points, takes accuracy over all trials and reaction time over correct ones', () => {
    const trials = [hit(0, 500), hit(1, 700), miss(1), hit(1, 600)];
    // 10 + 12 + 0 + 12 points; 3 of 4 correct; (500 + 700 + 600) / 3 ms.
    expect(summarize('pursuit', trials)).toEqual({
      score: 34,
      accuracy: 0.75,
      meanReactionMs: 600,
    });
  });

  it('rounds accuracy to three decimals and the mean to whole ms', () => {
    const s = summarize('pursuit', [hit(0, 333), hit(0, 334), miss(0)]);
    expect(s.accuracy).toBe(0.667);
    expect(s.meanReactionMs).toBe(334);
  });

  it('is all zero for a round without trials', () => {
    expect(summarize('eyeHand', [])).toEqual({ score: 0, accuracy: 0, meanReactionMs: null });
  });
});
