import type { EvaluationType, SectionName } from '@optolight/domain';
import { session } from '../../lib/session';
import { createStore, useStore } from '../../lib/store';

/** What the clinician is working on (docs/product.md#what-the-app-remembers): kept per tab in
 * sessionStorage, so a reload (even offline) reopens the same patient and evaluation. */
export interface Selection {
  /** The patient's record id (not the clinician's patient number). */
  patientId: string | null;
  evaluationId: string | null;
  noteId: string | null;
  evaluationType: EvaluationType;
}

const KEY = 'optolight.selection';
const empty: Selection = {
  patientId: null,
  evaluationId: null,
  noteId: null,
  evaluationType: 'mainEvaluation',
};

function restore(): Selection {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as Partial<Selection>) } : empty;
  } catch {
    // Private mode or a corrupt value: start with nothing selected rather than fail to render.
    return empty;
  }
}

export const selection = createStore<Selection>(
  typeof sessionStorage === 'undefined' ? empty : restore(),
);
selection.subscribe((value) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused: the selection still works for this page's lifetime.
  }
});

// The next person to sign in on this tab starts with nothing selected, not the last one's patient.
session.subscribe((state) => {
  if (state.status === 'unauthenticated') selection.set(empty);
});

export const useSelection = () => useStore(selection);

/** Selecting a patient clears the current patient and evaluations first
 * (docs/product.md#what-the-app-remembers). */
export function selectPatient(patientId: string): void {
  selection.set({ ...empty, patientId });
}

export function selectEvaluation(evaluationId: string | null): void {
  selection.set((s) => ({ ...s, evaluationId, noteId: null, evaluationType: 'mainEvaluation' }));
}

/** Picks a note (or, with null, clears it and resets its id) of the given type
 * (docs/product.md#what-the-app-remembers). */
export function selectNote(evaluationType: EvaluationType, noteId: string | null): void {
  selection.set((s) => ({ ...s, evaluationType, noteId }));
}

let requestedTab: SectionName | null = null;

/** Opens the next record screen at this tab (a conflict's), once. */
export function requestTab(tab: SectionName): void {
  requestedTab = tab;
}

/** The tab asked for by requestTab, if any; asking again gives nothing. */
export function takeRequestedTab(): SectionName | null {
  const tab = requestedTab;
  requestedTab = null;
  return tab;
}
