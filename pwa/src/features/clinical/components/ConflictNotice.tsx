import { Alert, Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { withValueAt } from '@optolight/domain';
import { useState } from 'react';
import { newerVersionText, saveErrorText } from '../../../db/errors';
import { resolveConflict } from '../../../db/repo';
import type { LocalConflict } from '../../../db/schema';
import { showSavedOnDevice } from '../../../lib/saved-toast';
import {
  conflictFieldLabel,
  isPatientSection,
  type ConflictSection,
} from '../data/conflict-section';
import { bothTexts, fieldSides, otherSideText, type FieldSides } from '../data/conflict-sides';
import { requireDb } from '../data/db';
import { useCurrentUser } from '../../../lib/session';
import { useDeviceId } from '../data/device-id';
import { useOpenConflicts, useStoredSection } from '../data/records';
import { valueText } from '../data/value-text';

type Choice = 'yours' | 'other' | 'both';

function FieldChoice(props: {
  section: ConflictSection;
  yoursLabel: string;
  field: FieldSides;
  otherSide: string;
  both: string | null;
  choice: Choice;
  onChoice: (c: Choice) => void;
  isDisabled: boolean;
}) {
  const { section, yoursLabel, field, otherSide, both, choice, onChoice, isDisabled } = props;
  const label = conflictFieldLabel(section, field.path);
  return (
    <Paper withBorder p="xs" data-testid="conflict-field">
      <Radio.Group
        label={label}
        value={choice}
        onChange={(v) => {
          onChoice(v === 'other' || v === 'both' ? v : 'yours');
        }}
      >
        <Stack gap={6} mt={4}>
          <Radio
            value="yours"
            label={`${yoursLabel}: ${valueText(field.yours)}`}
            disabled={isDisabled}
          />
          <Radio
            value="other"
            label={`${otherSide}: ${valueText(field.other)}`}
            disabled={isDisabled}
          />
          {both !== null && (
            <Radio value="both" label={`Keep both texts: ${both}`} disabled={isDisabled} />
          )}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}

/** A same-field clash stays visible (docs/sync-protocol.md#rule-5-conflicts-are-kept-and-shown),
 * with both values, until a person picks. A section's form below shows this device's values;
 * the other device's are here, with where and when. A patient's details have no form open
 * below: there the notice holds both values. */
export function ConflictNotice({
  recordId,
  section,
}: {
  recordId: string;
  section: ConflictSection;
}) {
  const conflicts = useOpenConflicts(recordId, section);
  const stored = useStoredSection(recordId, section);
  const deviceId = useDeviceId();
  const current = useCurrentUser();
  const memberId = current.status === 'ready' ? current.user.userId : undefined;
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  if (conflicts.length === 0 || !stored) return null;
  const isFormBelow = !isPatientSection(section);
  // Settling writes the section, which this version must not do over a newer app's content.
  const isNewer = stored.newer === true;

  const keep = async (c: LocalConflict) => {
    const data = fieldSides(c, deviceId ?? null).reduce<unknown>((acc, f) => {
      const choice = choices[`${c.id}/${f.path}`] ?? 'yours';
      const both = bothTexts(section, stored.raw, f);
      const value =
        choice === 'both' && both !== null ? both : f[choice === 'other' ? 'other' : 'yours'];
      return withValueAt(acc, f.path, value);
    }, stored.raw ?? {});
    try {
      await resolveConflict(requireDb(), c.id, data);
      showSavedOnDevice();
    } catch (error) {
      notifications.show({
        title: 'Error occurred while saving',
        message: saveErrorText(error),
        color: 'red',
      });
    }
  };

  return (
    <Stack gap="xs" mb="md">
      {conflicts.map((c) => (
        <Alert key={c.id} color="orange" title="Edited on two devices" data-testid="conflict">
          <Stack gap="xs">
            <Text size="sm">
              {c.fields.length === 1 ? 'This field was' : 'These fields were'} changed here and on
              another device.{' '}
              {isFormBelow
                ? 'The form below shows your values; pick what to keep.'
                : 'The details below show the value kept until you pick.'}
            </Text>
            {isNewer && (
              <Text size="sm" fw={600} data-testid="conflict-newer">
                {newerVersionText}
              </Text>
            )}
            {fieldSides(c, deviceId ?? null).map((f) => {
              const key = `${c.id}/${f.path}`;
              return (
                <FieldChoice
                  key={key}
                  section={section}
                  yoursLabel={isFormBelow ? 'Yours (in the form below)' : 'Yours'}
                  field={f}
                  otherSide={otherSideText(c, deviceId ?? null, memberId)}
                  both={bothTexts(section, stored.raw, f)}
                  choice={choices[key] ?? 'yours'}
                  onChoice={(choice) => {
                    setChoices((all) => ({ ...all, [key]: choice }));
                  }}
                  isDisabled={isNewer}
                />
              );
            })}
            <Button
              size="sm"
              disabled={isNewer}
              onClick={() => void keep(c)}
              style={{ alignSelf: 'flex-start' }}
            >
              Keep what is chosen
            </Button>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
