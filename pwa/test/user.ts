import type { User } from '@optolight/domain';

/** A professional on no plan, signed in for tests of what the app shows them. */
export const testUser: User = {
  userId: 'u1',
  userType: 'professional',
  userHandle: 'ada',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  imageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  businessName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  fax: '',
  credentials: '',
  npi: '',
  progressNoteEveryVisits: 10,
  progressNoteEveryDays: 30,
  isProfOfferAvailable: false,
  isUserTrialAvailable: false,
  plan: null,
  signatureUrl: '',
  authenticated: true,
};
