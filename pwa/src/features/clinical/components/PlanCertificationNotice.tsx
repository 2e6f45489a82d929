import { Alert, Button, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { signerName, signerWithNpi, type Certification } from '@optolight/contract';
import { certifyNeed } from '@optolight/report';
import { queueCertification } from '../../../db/signing';
import { onDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { requireDb } from '../data/db';
import type { PlanCertification } from '../data/signing';
import { ConfirmQueuedDialog, useConfirmQueued } from './ConfirmQueuedDialog';

/** 'Certified by Dr Lena Ortiz, OD, NPI 1234567893 on 03/05/2026 at 10:42 AM'. */
export const certifiedLine = ({ certifiedAt, certifiedBy }: Certification) =>
  `Certified by ${signerWithNpi(certifiedBy)} ${onDateTime(certifiedAt)}`;

/**
 * Under a signed main evaluation's or update note's signature: its plan of care certified, waiting
 * to sync, refused, or waiting for a physician or NPP, who certifies it here
 * (docs/practices.md#certifying-the-plan-of-care). Queued like a signature, so it works offline.
 */
export function PlanCertificationNotice({
  recordId,
  plan,
}: {
  recordId: string;
  plan: PlanCertification;
}) {
  const user = useCurrentUser();
  const confirm = useConfirmQueued();
  if (plan.certification)
    return (
      <Alert color="teal" title="Plan of care certified" data-testid="certified-notice">
        <Text size="sm">{certifiedLine(plan.certification)}.</Text>
      </Alert>
    );
  if (plan.pending)
    return (
      <Alert
        color="yellow"
        title="Plan of care certified on this tablet, waiting to sync"
        data-testid="certified-notice"
      >
        <Text size="sm">The certification counts once the server has it.</Text>
      </Alert>
    );
  const me = user.status === 'ready' ? user.user : null;
  const mayCertify = me?.canCertify === true;
  return (
    <Alert
      color={plan.refused ? 'red' : 'gray'}
      title={
        plan.refused ? 'Your certification was not accepted' : 'Plan of care not certified yet'
      }
      data-testid="certification-notice"
    >
      {plan.refused && <Text size="sm">{plan.refused.message}</Text>}
      <Text size="sm">
        {mayCertify
          ? 'Review the plan of care, then certify it as its physician or NPP.'
          : 'A physician or NPP of the practice certifies it in the app, or signs the printed certification.'}
      </Text>
      {me?.canCertify === true && (
        <>
          <Button
            mt="xs"
            size="xs"
            leftSection={<IconCertificate size={16} aria-hidden />}
            onClick={confirm.open}
          >
            Certify plan of care
          </Button>
          {confirm.opened && (
            <ConfirmQueuedDialog
              {...confirm.dialog}
              title="Certify the plan of care?"
              refusalTitle="Not certified"
              confirmLabel="Certify now"
              onConfirm={() => {
                confirm.run(() => queueCertification(requireDb(), recordId));
              }}
            >
              <Text size="sm">{certifyNeed}</Text>
              <Text size="sm">
                You certify as{' '}
                <strong>
                  {signerName({
                    name: `${me.firstName} ${me.lastName}`,
                    credentials: me.credentials,
                  })}
                </strong>
                . The certification is printed, e-signed, on the plan of care.
              </Text>
            </ConfirmQueuedDialog>
          )}
        </>
      )}
    </Alert>
  );
}
