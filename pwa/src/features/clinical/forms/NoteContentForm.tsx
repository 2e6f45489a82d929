import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  formatDateOfBirth,
  goalGradeLabels as gl,
  goalStatusOptions,
  NoteContent,
  noteContentLabels as l,
  type EvaluationType,
  type GradedGoal,
} from '@optolight/domain';
import { InsertInto, type NoteInsertProps, type NoteInsert } from './note-insert';
import { clinicalFieldsOf } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** Field names checked against the form's values. */
const { ChoiceField, LongTextField } = clinicalFieldsOf<NoteContent>();

function GoalRow({ goal }: { goal: GradedGoal }) {
  const date = formatDateOfBirth(goal.targetDate);
  return (
    <Paper withBorder p="sm" data-goal={goal.key}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={500} style={{ flex: 1 }}>
            {goal.text}
          </Text>
          <Badge variant="light" color={goal.term === 'long' ? 'grape' : 'blue'}>
            {goal.term === 'long' ? 'Long-term' : 'Short-term'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {gl.targetDate}: {date || 'not set'}
          {!goal.isInPlan && ' · no longer in the plan'}
        </Text>
        <ChoiceField
          name={`goalStatuses.${goal.key}.status`}
          label={`${gl.status}: ${goal.text}`}
          isLabelHidden
          options={goalStatusOptions}
          hasFullRow
        />
        <LongTextField name={`goalStatuses.${goal.key}.comment`} label={gl.comment} />
      </Stack>
    </Paper>
  );
}

/** The plan's goals to grade, each with a status and a comment (docs/product.md#note-structure). */
function GoalGrades({ goals, title }: { goals: readonly GradedGoal[]; title: string }) {
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text fw={500}>{title}</Text>
      {goals.length === 0 ? (
        <Text size="sm" c="dimmed">
          The plan has no goals yet: add them on the evaluation’s Short Term Goals and Long Term
          Goals tabs, and they appear here to grade.
        </Text>
      ) : (
        goals.map((g) => <GoalRow key={g.key} goal={g} />)
      )}
    </Stack>
  );
}

/** The note's body: SOAP for a progress or update note, the discharge summary for a discharge
 * note, and the goals of the plan graded in either. */
export function NoteContentForm({
  evaluationType,
  goals,
  insert,
  ...props
}: SectionFormProps<NoteContent> & {
  evaluationType: EvaluationType;
  goals: readonly GradedGoal[];
  /** The home programme's summary, under the field it goes into: the discharge summary's home
   * programme, else the objective findings (what the patient's rounds measured). */
  insert?: Omit<NoteInsertProps, 'onInsert'> & { insert: NoteInsert };
}) {
  if (evaluationType === 'Discharge Note')
    return (
      <SectionForm schema={NoteContent} title="Note" {...props}>
        <LongTextField name="dischargeReason" label={l.dischargeReason} />
        <GoalGrades goals={goals} title="Goal outcomes" />
        <LongTextField name="homeProgram" label={l.homeProgram} />
        {insert && <InsertInto name="homeProgram" {...insert} />}
      </SectionForm>
    );
  return (
    <SectionForm schema={NoteContent} title="Note" {...props}>
      <LongTextField name="subjective" label={l.subjective} />
      <LongTextField name="objectiveFindings" label={l.objectiveFindings} />
      {insert && <InsertInto name="objectiveFindings" {...insert} />}
      <LongTextField name="assessment" label={l.assessment} />
      <LongTextField name="plan" label={l.plan} />
      <GoalGrades goals={goals} title={l.goalStatuses} />
    </SectionForm>
  );
}
