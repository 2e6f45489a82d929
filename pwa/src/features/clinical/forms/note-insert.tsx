import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

/** What a note hands a text it can take in: whose record and which reporting period. */
export interface NoteInsertProps {
  patientId: string;
  /** The note's reporting period (docs/product.md#plan-of-care); `from` '' when nothing is before. */
  period: { from: string; to: string };
  /** Adds the text to the note as a paragraph of its own, for the clinician to edit and save. */
  onInsert: (text: string) => void;
}

/** A control that puts text into a note, given by the app: features never import each other, so
 * the home programme's summary reaches the note this way (docs/product.md#home-programme). */
export type NoteInsert = (props: NoteInsertProps) => ReactNode;

/** Renders the insert under a long text field of the open form; what it inserts joins the
 * field's text after what is there, dirty like typing, so the draft keeps it until saved. */
export function InsertInto({
  name,
  insert,
  ...props
}: Omit<NoteInsertProps, 'onInsert'> & { name: string; insert: NoteInsert }) {
  const form = useFormContext();
  return insert({
    ...props,
    onInsert: (text) => {
      const value: unknown = form.getValues(name);
      const before = typeof value === 'string' ? value.trimEnd() : '';
      form.setValue(name, before ? `${before}\n\n${text}` : text, {
        shouldDirty: true,
        shouldValidate: true,
      });
    },
  });
}
