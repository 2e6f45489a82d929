import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  BinocularVision,
  binocularFlags,
  binocularVisionLabels as l,
  phoriaDirectionOptions,
  readSectionLeniently,
  suggestedCodes,
  type BinocularField,
  type FlagContext,
} from '@optolight/domain';
import type { ReactNode } from 'react';
import { MeasureField } from './MeasureField';
import { ChoiceField } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';
import { SuggestedCodes } from './SuggestedCodes';

interface Props extends SectionFormProps<BinocularVision> {
  context: FlagContext;
  /** Codes already in the visit's diagnosis. */
  chosenCodes: readonly string[];
  onAddCode: ((code: string) => Promise<void>) | undefined;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text fw={600}>{title}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The findings read as they are typed: each one's flag and the codes they support. */
function Findings({
  context,
  chosenCodes,
  onAddCode,
}: Omit<Props, keyof SectionFormProps<BinocularVision>>) {
  // Read leniently: one value out of range leaves the others' flags showing.
  const shown = readSectionLeniently('binocularVision', useWatch()).value;
  const flags = binocularFlags(shown, context);
  const field = (name: BinocularField) => (
    <MeasureField name={name} label={l[name]} flag={flags[name]} />
  );
  return (
    <>
      <Group title="Convergence">
        {field('npcBreak')}
        {field('npcRecovery')}
      </Group>
      <Group title="Cover test">
        {field('phoriaDistance')}
        <ChoiceField
          name="phoriaDistanceDirection"
          label={l.phoriaDistanceDirection}
          options={phoriaDirectionOptions}
        />
        <span />
        {field('phoriaNear')}
        <ChoiceField
          name="phoriaNearDirection"
          label={l.phoriaNearDirection}
          options={phoriaDirectionOptions}
        />
      </Group>
      <Group title="Fusional vergence at near">
        {field('pfvNearBlur')}
        {field('pfvNearBreak')}
        {field('pfvNearRecovery')}
        {field('nfvNearBlur')}
        {field('nfvNearBreak')}
        {field('nfvNearRecovery')}
      </Group>
      <Group title="Accommodation">
        {field('amplitudeRight')}
        {field('amplitudeLeft')}
        <span />
        {field('monocularFacilityRight')}
        {field('monocularFacilityLeft')}
        {field('binocularFacility')}
      </Group>
      <Group title="Vergence facility, stereopsis and number naming">
        {field('vergenceFacility')}
        {field('stereoacuity')}
        <span />
        {field('namingTime')}
        {field('namingErrors')}
      </Group>
      <SuggestedCodes
        suggestions={suggestedCodes(shown, context.age)}
        chosen={chosenCodes}
        onAdd={onAddCode}
      />
    </>
  );
}

/** Binocular Vision: the findings, each flagged against its norm for the patient's age on the
 * visit day (docs/clinical-forms.md#binocular-vision). */
export function BinocularVisionForm({ context, chosenCodes, onAddCode, ...props }: Props) {
  return (
    <SectionForm schema={BinocularVision} title="Binocular Vision" {...props}>
      <Text size="sm" c="dimmed">
        {context.age === null
          ? 'No date of birth on file: norms that depend on age are not shown.'
          : `Norms for age ${String(context.age)} on the visit day.`}
      </Text>
      <Findings context={context} chosenCodes={chosenCodes} onAddCode={onAddCode} />
    </SectionForm>
  );
}
