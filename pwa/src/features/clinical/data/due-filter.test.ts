import { describe, expect, it } from 'vitest';
import { filterDue } from './due-filter';
import type { DuePatient } from './use-plan-of-care';

const patient = (name: string, number: string, status: 'due' | 'overdue'): DuePatient =>
  ({ patientId: number, name, number, urgency: { status, date: '2026-12-01' } }) as DuePatient;

const list = [
  patient('Grace Okafor', 'P-100', 'overdue'),
  patient('Tobias Keller', 'P-200', 'due'),
  patient('Aiko Tanaka', 'P-300', 'overdue'),
];

describe('filterDue', () => {
  it('keeps the order and narrows by status', () => {
    expect(filterDue(list, { status: 'all', text: '' }).map((d) => d.number)).toEqual([
      'P-100',
      'P-200',
      'P-300',
    ]);
    expect(filterDue(list, { status: 'overdue', text: '' }).map((d) => d.number)).toEqual([
      'P-100',
      'P-300',
    ]);
    expect(filterDue(list, { status: 'due', text: '' }).map((d) => d.number)).toEqual(['P-200']);
  });

  it('finds by any part of the name or the patient number, whatever the case', () => {
    expect(filterDue(list, { status: 'all', text: 'okafor grace' }).map((d) => d.number)).toEqual([
      'P-100',
    ]);
    expect(filterDue(list, { status: 'all', text: ' p-3 ' }).map((d) => d.number)).toEqual([
      'P-300',
    ]);
    expect(filterDue(list, { status: 'due', text: 'aiko' })).toEqual([]);
  });
});
