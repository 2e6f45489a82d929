import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { PinText, setPin } from '../../../lib/lock';

/** A PIN typed in hidden digits, with the number pad on a tablet. */
function PinField(props: {
  label: string;
  value: string;
  error: string | undefined;
  set: (value: string) => void;
}) {
  return (
    <PasswordInput
      label={props.label}
      inputMode="numeric"
      autoComplete="off"
      value={props.value}
      error={props.error}
      onChange={(e) => {
        props.set(e.currentTarget.value);
      }}
    />
  );
}

/** Sets (or replaces) the person's PIN on this tablet: typed twice, kept only as a slow hash. */
export function PinForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [pin, setPinText] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; again?: string }>({});
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = PinText.safeParse(pin);
    if (!parsed.success) {
      setErrors({ pin: 'Use 4 to 8 digits' });
      return;
    }
    if (again !== pin) {
      setErrors({ again: 'The two PINs differ' });
      return;
    }
    setSaving(true);
    await setPin(email, pin);
    setSaving(false);
    onDone();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set a PIN">
      <Stack gap="sm" maw={320}>
        <PinField label="New PIN (4 to 8 digits)" value={pin} error={errors.pin} set={setPinText} />
        <PinField label="The same PIN again" value={again} error={errors.again} set={setAgain} />
        <Group>
          <Button type="submit" loading={isSaving}>
            Save PIN
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
