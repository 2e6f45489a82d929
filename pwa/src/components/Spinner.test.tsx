import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label, which axe allows (a bare Loader with a label is not)', async () => {
    const { container } = renderWithMantine(<Spinner label="Loading the card form" />);
    expect(screen.getByRole('status', { name: 'Loading the card form' })).toBeTruthy();
    const result = await axe.run(container, { runOnly: ['aria-prohibited-attr'] });
    expect(result.violations).toEqual([]);
  });
});
