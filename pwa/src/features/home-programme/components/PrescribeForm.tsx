import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { exercises, HomeProgram, TrainerExercise, type ProgramExercise } from '@optolight/domain';
import { useState } from 'react';
import { StepperInput } from '../../../components/StepperInput';
import type { OptolightDb } from '../../../db/schema';
import { messageOf } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useProgramDraft } from '../data/program-draft';

type Errors = Record<string, string>;
const today = () => new Date().toISOString().slice(0, 10);
const inWeeks = (weeks: number) =>
  new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

const blank = (): HomeProgram => ({
  exercises: [],
  startLevel: 0,
  sessionsPerWeek: 5,
  startDate: today(),
  endDate: inWeeks(6),
  note: '',
});

function ExerciseRow(props: {
  exercise: TrainerExercise;
  chosen: ProgramExercise | undefined;
  onChange: (next: ProgramExercise | undefined) => void;
}) {
  const { exercise, chosen, onChange } = props;
  const title = exercises[exercise].title;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Checkbox
        label={title}
        checked={chosen !== undefined}
        onChange={(e) => {
          onChange(e.currentTarget.checked ? { exercise, unit: 'minutes', amount: 5 } : undefined);
        }}
      />
      {chosen && (
        <Group gap="xs" wrap="wrap" align="flex-end">
          <StepperInput
            label={`${title}: how many`}
            w={200}
            min={1}
            max={60}
            value={chosen.amount}
            onChange={(v) => {
              onChange({ ...chosen, amount: Number(v) || 0 });
            }}
          />
          <SegmentedControl
            aria-label={`${title}: minutes or rounds`}
            data={[
              { value: 'minutes', label: 'minutes' },
              { value: 'rounds', label: 'rounds' },
            ]}
            value={chosen.unit}
            onChange={(v) => {
              onChange({ ...chosen, unit: v === 'rounds' ? 'rounds' : 'minutes' });
            }}
          />
        </Group>
      )}
    </Group>
  );
}

/**
 * Prescribes a programme, starting from the current one. Saving stores it on this tablet, queued
 * for the server, so it works offline; what is typed before that is kept as a draft.
 */
export function PrescribeForm(props: {
  db: OptolightDb | null;
  patientId: string;
  initial: HomeProgram | undefined;
  /** The programme section as stored on this tablet when the form opened. */
  storedData: unknown;
  onSave: (program: HomeProgram, editedFrom: unknown) => Promise<void>;
  onCancel: () => void;
}) {
  const [opened] = useState<HomeProgram>(() => props.initial ?? blank());
  const [value, setValue] = useState<HomeProgram>(opened);
  const [typed, setTyped] = useState<HomeProgram | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setBusy] = useState(false);
  const draft = useProgramDraft(
    props.db,
    props.patientId,
    { values: opened, data: props.storedData },
    typed,
    setValue,
  );
  const set = (patch: Partial<HomeProgram>) => {
    const next = { ...value, ...patch };
    setValue(next);
    setTyped(next);
  };
  const submit = async () => {
    const parsed = HomeProgram.safeParse(value);
    if (!parsed.success) {
      const out: Errors = {};
      for (const i of parsed.error.issues) out[String(i.path[0] ?? 'general')] ??= i.message;
      setErrors(out);
      return;
    }
    setBusy(true);
    try {
      await props.onSave(parsed.data, draft.base());
      await draft.drop();
    } catch (e) {
      setErrors({ general: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    setValue(opened);
    setTyped(null);
    setErrors({});
    await draft.drop();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label="Home programme"
    >
      <Stack gap="sm">
        {draft.restoredAt && (
          <Alert color="yellow" role="status" title="Not saved yet">
            <Stack gap="xs">
              <Text size="sm">Typed {formatDateTime(draft.restoredAt)} and not saved.</Text>
              <Group>
                <Button size="sm" variant="default" onClick={() => void discard()}>
                  Discard
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Text fw={600}>Exercises</Text>
        {TrainerExercise.options.map((ex) => (
          <ExerciseRow
            key={ex}
            exercise={ex}
            chosen={value.exercises.find((e) => e.exercise === ex)}
            onChange={(next) => {
              const rest = value.exercises.filter((e) => e.exercise !== ex);
              set({ exercises: next ? [...rest, next] : rest });
            }}
          />
        ))}
        {errors.exercises && (
          <Text c="red.8" size="sm" role="alert">
            {errors.exercises}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StepperInput
            label="Starting level"
            min={0}
            max={20}
            value={value.startLevel}
            onChange={(v) => {
              set({ startLevel: Number(v) || 0 });
            }}
            error={errors.startLevel}
          />
          <StepperInput
            label="Sessions per week"
            min={1}
            max={14}
            value={value.sessionsPerWeek}
            onChange={(v) => {
              set({ sessionsPerWeek: Number(v) || 0 });
            }}
            error={errors.sessionsPerWeek}
          />
          <TextInput
            type="date"
            label="From"
            value={value.startDate}
            onChange={(e) => {
              set({ startDate: e.currentTarget.value });
            }}
            error={errors.startDate}
          />
          <TextInput
            type="date"
            label="Until"
            value={value.endDate}
            onChange={(e) => {
              set({ endDate: e.currentTarget.value });
            }}
            error={errors.endDate}
          />
        </SimpleGrid>
        <Textarea
          label="Note to the patient"
          autosize
          minRows={2}
          value={value.note}
          onChange={(e) => {
            set({ note: e.currentTarget.value });
          }}
          error={errors.note}
        />
        {errors.general && (
          <Text c="red.8" size="sm" role="alert">
            {errors.general}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={isBusy}>
            Save programme
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
