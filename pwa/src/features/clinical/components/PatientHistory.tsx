import { Anchor, Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useVisitRows } from '../data/use-visit-rows';
import { selectEvaluation } from '../state';
import { HistoryDialog } from './HistoryDialog';
import { VisitTable } from './VisitTable';
import { useWaiting } from '../data/waiting';
import { WaitingNote } from './WaitingNote';

/** Patient History (docs/product.md#patient-page): the patient's main evaluations. */
export function PatientHistory({ patientId }: { patientId: string }) {
  const navigate = useNavigate();
  const rows = useVisitRows(patientId, 'mainEvaluation');
  const waiting = useWaiting();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      <VisitTable
        title="Evaluations"
        rows={rows}
        onAdd={() => {
          selectEvaluation(null);
          void navigate({ to: '/evaluation' });
        }}
        renderDate={(row) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setShown(row.id);
            }}
          >
            {row.date || 'Undated'}
          </Anchor>
        )}
        renderStatus={(row) => <WaitingNote waiting={waiting?.get(row.id)} />}
        actions={[
          {
            header: 'Details',
            render: (row) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  selectEvaluation(row.id);
                  void navigate({ to: '/evaluationMain' });
                }}
              >
                Details
              </Button>
            ),
          },
        ]}
      />
      {shown && (
        <HistoryDialog
          recordId={shown}
          onClose={() => {
            setShown(null);
          }}
        />
      )}
    </>
  );
}
