import { ownerRole, endpoint } from './endpoint';
import {
  Invitation,
  InvitationRequest,
  JoinRequest,
  MemberChange,
  MemberParams,
  MemberRemoved,
  PracticeMember,
  PracticeView,
} from './practice-schemas';

/** The caller's practice: its profile and members, the caller's own role among them. */
export const getPractice = endpoint({
  method: 'GET',
  path: '/api/practice',
  access: 'professionalRead',
  response: PracticeView,
});

/** A single-use invitation to join the practice, for the owner to hand over (docs/practices.md). */
export const createPracticeInvitation = endpoint({
  method: 'POST',
  path: '/api/practice/invitations',
  access: 'professionalWrite',
  roles: ownerRole,
  body: InvitationRequest,
  response: Invitation,
  answers: { 403: { description: "The caller is not the practice's owner." } },
});

/** Joins the practice an invitation is for: any signed-in account that holds no patients. */
export const joinPractice = endpoint({
  method: 'POST',
  path: '/api/practice/join',
  access: 'signedIn',
  body: JoinRequest,
  response: PracticeView,
  answers: {
    409: {
      description:
        "The account holds patients of its own, or is a member of another practice, or is its practice's last owner.",
    },
  },
});

/** Changes a member's role or canCertify (the owner; the last owner stays an owner). */
export const changePracticeMember = endpoint({
  method: 'PATCH',
  path: '/api/practice/members/:memberId',
  access: 'professionalWrite',
  roles: ownerRole,
  params: MemberParams,
  body: MemberChange,
  response: PracticeMember,
  answers: {
    403: { description: "The caller is not the practice's owner." },
    409: { description: 'The change would leave the practice without an owner.' },
  },
});

/** Removes a member (the owner; the last owner cannot leave): their sessions end at once. */
export const removePracticeMember = endpoint({
  method: 'DELETE',
  path: '/api/practice/members/:memberId',
  access: 'professionalRead',
  roles: ownerRole,
  params: MemberParams,
  response: MemberRemoved,
  answers: {
    403: { description: "The caller is not the practice's owner." },
    409: { description: "The member is the practice's last owner." },
  },
});
