import { z } from 'zod';
import { clinicalRoles, endpoint } from './endpoint';
import {
  AddendumAdded,
  AddendumRequest,
  Certification,
  Signature,
  SignRequest,
} from './signing-schemas';

const params = z.strictObject({ id: z.string().min(1).max(100) });

/** Signs an evaluation or a note as the signed-in professional (docs/product.md#signed-records). */
export const signRecord = endpoint({
  method: 'POST',
  path: '/api/sign/:id',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params,
  body: SignRequest.optional(),
  response: Signature,
  answers: {
    409: {
      description:
        'Not signed: the record changed since it was shown, has an open conflict, or is signed already.',
    },
  },
});
export const addAddendum = endpoint({
  method: 'POST',
  path: '/api/addendum/:id',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params,
  body: AddendumRequest,
  response: AddendumAdded,
  answers: { 409: { description: 'Only a signed record takes addenda.' } },
});

/** Certifies the plan of care of a signed main evaluation or update note as the signed-in member,
 * who must be one who certifies (docs/practices.md#certifying-the-plan-of-care). */
export const certifyPlan = endpoint({
  method: 'POST',
  path: '/api/certify/:id',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params,
  response: Certification,
  answers: {
    403: { description: 'The member does not certify plans of care.' },
    409: {
      description:
        'Not certified: the record holds no plan of care, is not signed yet, or another member certified it already.',
    },
  },
});
