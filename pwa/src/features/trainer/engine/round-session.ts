import {
  exercises,
  startStaircase,
  stepStaircase,
  summarize,
  type Calibration,
  type StaircaseState,
  type SymptomCheck,
  type TrainerExercise,
  type TrainerRound,
  type TrainerTrial,
} from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';

export type TrialInput = Omit<TrainerTrial, 'level'>;

/**
 * One round in progress: the trials so far and the staircase that sets the next trial's level.
 * Pure bookkeeping, no timers or drawing, so exercises and tests drive it the same way.
 */
export class RoundSession {
  readonly trials: TrainerTrial[] = [];
  private stair: StaircaseState;

  constructor(
    readonly exercise: TrainerExercise,
    startLevel = 0,
  ) {
    this.stair = startStaircase(startLevel);
  }

  get level(): number {
    return this.stair.level;
  }

  get score(): number {
    return summarize(this.exercise, this.trials).score;
  }

  /** Records a trial at the current level, then lets the staircase move. */
  record(trial: TrialInput): void {
    this.trials.push({ ...trial, level: this.stair.level });
    this.stair = stepStaircase(this.stair, trial.isCorrect, exercises[this.exercise].staircase);
  }

  finish(input: {
    startedAt: Date;
    endedAt: Date;
    calibration: Calibration;
    symptomsBefore: SymptomCheck;
    symptomsAfter: SymptomCheck;
    id?: string;
  }): TrainerRound {
    return {
      id: input.id ?? uuidv7(),
      exercise: this.exercise,
      startedAt: input.startedAt.toISOString(),
      endedAt: input.endedAt.toISOString(),
      durationMs: Math.max(0, Math.round(input.endedAt.getTime() - input.startedAt.getTime())),
      trials: this.trials.slice(0, 300),
      ...summarize(this.exercise, this.trials.slice(0, 300)),
      finalLevel: this.stair.level,
      calibration: input.calibration,
      symptomsBefore: input.symptomsBefore,
      symptomsAfter: input.symptomsAfter,
    };
  }
}
