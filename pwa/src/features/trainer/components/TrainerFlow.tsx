import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  adviceAfter,
  adviceBefore,
  type SafetyAdvice,
  type SymptomCheck,
  type TrainerExercise,
  type TrainerRound,
} from '@optolight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  loadCalibration,
  roundCalibration,
  saveCalibration,
  type StoredCalibration,
} from '../data/calibration-store';
import { saveRound } from '../data/rounds-store';
import { trainerDb } from '../data/trainer-db';
import { runTrainerSync, useTrainerSync } from '../data/use-trainer-sync';
import { trainerOptions } from '../engine/trainer-options';
import { CalibrationScreen } from './CalibrationScreen';
import { ExerciseList } from './ExerciseList';
import { HomeProgramSection } from './HomeProgramSection';
import { ExerciseRunner, type FinishedPlay } from './ExerciseRunner';
import { Instructions } from './Instructions';
import { ResultsScreen } from './ResultsScreen';
import { SymptomCheckForm } from './SymptomCheckForm';

type Step =
  | { kind: 'list' }
  | { kind: 'calibrate' }
  | { kind: 'before'; exercise: TrainerExercise; startLevel: number }
  | { kind: 'blocked'; exercise: TrainerExercise; advice: SafetyAdvice }
  | { kind: 'instructions'; exercise: TrainerExercise; before: SymptomCheck; startLevel: number }
  | { kind: 'play'; exercise: TrainerExercise; before: SymptomCheck; startLevel: number }
  | {
      kind: 'after';
      exercise: TrainerExercise;
      before: SymptomCheck;
      play: FinishedPlay;
      startLevel: number;
    }
  | {
      kind: 'results';
      round: TrainerRound;
      advice: SafetyAdvice;
      saveError: string | null;
      startLevel: number;
    };

/** list → symptoms before → instructions → round → symptoms after → saved → results. */
export function TrainerFlow({ accountId, isPatient }: { accountId: string; isPatient: boolean }) {
  const db = trainerDb(accountId);
  const options = useMemo(() => trainerOptions(window.location.search), []);
  const [calibration, setCalibration] = useState(() => loadCalibration(accountId));
  const [step, setStep] = useState<Step>(calibration ? { kind: 'list' } : { kind: 'calibrate' });
  const result = useTrainerSync(db);

  const finish = async (
    s: Extract<Step, { kind: 'after' }>,
    after: SymptomCheck,
    c: StoredCalibration,
  ) => {
    const round = s.play.session.finish({
      startedAt: s.play.startedAt,
      endedAt: s.play.endedAt,
      calibration: roundCalibration(c),
      symptomsBefore: s.before,
      symptomsAfter: after,
    });
    let saveError: string | null = null;
    try {
      await saveRound(db, round);
    } catch (error) {
      saveError = error instanceof Error ? error.message : 'Something went wrong';
    }
    setStep({
      kind: 'results',
      round,
      advice: adviceAfter(s.before, after),
      saveError,
      startLevel: s.startLevel,
    });
    void runTrainerSync(db);
  };

  if (step.kind === 'calibrate' || !calibration)
    return (
      <CalibrationScreen
        initial={calibration}
        onSave={(c) => {
          saveCalibration(accountId, c);
          setCalibration(c);
          setStep({ kind: 'list' });
        }}
        {...(calibration
          ? {
              onCancel: () => {
                setStep({ kind: 'list' });
              },
            }
          : {})}
      />
    );
  const toList = () => {
    setStep({ kind: 'list' });
  };
  switch (step.kind) {
    case 'list':
      return (
        <Stack>
          {isPatient && (
            <>
              <HomeProgramSection
                db={db}
                onPick={(exercise, startLevel) => {
                  setStep({ kind: 'before', exercise, startLevel });
                }}
              />
              <Title order={2} size="h3">
                All exercises
              </Title>
            </>
          )}
          <ExerciseList
            db={db}
            accountId={accountId}
            calibration={calibration}
            sync={result}
            onPick={(exercise) => {
              setStep({ kind: 'before', exercise, startLevel: 0 });
            }}
            onCalibrate={() => {
              setStep({ kind: 'calibrate' });
            }}
          />
        </Stack>
      );
    case 'before':
      return (
        <SymptomCheckForm
          when="before"
          onCancel={toList}
          onDone={(before) => {
            const advice = adviceBefore(before);
            setStep(
              advice.isStop
                ? { kind: 'blocked', exercise: step.exercise, advice }
                : {
                    kind: 'instructions',
                    exercise: step.exercise,
                    before,
                    startLevel: step.startLevel,
                  },
            );
          }}
        />
      );
    case 'blocked':
      return (
        <Stack maw={640}>
          <Alert
            color="red"
            title="Please do not train today"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
          >
            {step.advice.reasons.map((r) => (
              <Text key={r}>{r}</Text>
            ))}
            <Text mt="sm">
              The round was not started. Rest, and train again once your therapist agrees.
            </Text>
          </Alert>
          <Group>
            <Button variant="default" onClick={toList}>
              Back to exercises
            </Button>
          </Group>
        </Stack>
      );
    case 'instructions':
      return (
        <Instructions
          exercise={step.exercise}
          seconds={Math.round(options.roundMs / 1000)}
          onBack={toList}
          onStart={() => {
            setStep({ ...step, kind: 'play' });
          }}
        />
      );
    case 'play':
      return (
        <ExerciseRunner
          exercise={step.exercise}
          view={calibration}
          options={options}
          startLevel={step.startLevel}
          onFinish={(play) => {
            setStep({ ...step, kind: 'after', play });
          }}
        />
      );
    case 'after':
      return (
        <SymptomCheckForm when="after" onDone={(after) => void finish(step, after, calibration)} />
      );
    case 'results':
      return (
        <ResultsScreen
          round={step.round}
          advice={step.advice}
          saveError={step.saveError}
          onAgain={() => {
            // Again from the programme starts at its level again; free play at 0.
            setStep({ kind: 'before', exercise: step.round.exercise, startLevel: step.startLevel });
          }}
          onDone={toList}
        />
      );
  }
}
