import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../lib/session';
import { readSelectedPlan } from '../../../lib/selected-plan';
import { renderWithApp, renderWithMantine } from '../../../../test/render';
import { testUser } from '../../../../test/user';
import { PricingPage } from './PricingPage';

const signedIn = (user: Partial<typeof testUser>) => {
  currentUser.set({ status: 'ready', user: { ...testUser, ...user }, isStale: false });
};

describe('the pricing page of a practice', () => {
  afterEach(() => {
    currentUser.set({ status: 'none' });
  });

  it('prices a professional plan for each clinician seat, as the server charges it', async () => {
    signedIn({ practiceRole: 'owner', buysPlan: true, practiceSeats: 3 });
    renderWithApp(<PricingPage />, '/plans');
    const basic = await screen.findByTestId('plan-professionalBasic');
    expect(basic.textContent).toContain('Per clinician: $360.00 for your 3 clinicians');
    fireEvent.click(screen.getByRole('button', { name: /Choose Basic professional plan/ }));
    expect(readSelectedPlan()).toMatchObject({ type: 'professionalBasic', price: 360 });
    await screen.findByText('elsewhere');
  });

  it('leaves the practice’s plan to its owner', async () => {
    signedIn({ practiceRole: 'clinician', buysPlan: false, practiceSeats: 3 });
    renderWithMantine(<PricingPage />);
    const choose = await screen.findByRole('button', { name: /Choose Basic professional plan/ });
    expect(choose.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getAllByText("Your practice's owner buys its plan, and it covers you."),
    ).toHaveLength(3);
  });
});
