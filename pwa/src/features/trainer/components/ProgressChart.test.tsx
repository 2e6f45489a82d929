import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { ProgressChart } from './ProgressChart';

describe('ProgressChart', () => {
  it('says so when there are no rounds', () => {
    renderWithMantine(<ProgressChart title="Saccades" points={[]} />);
    expect(screen.getByText('No rounds yet.')).toBeTruthy();
  });

  it('draws one point per round, scaled to the best score, and names the trend', () => {
    const points = [
      { at: '2025-03-01T10:00:00Z', score: 20 },
      { at: '2025-03-02T10:00:00Z', score: 40 },
      { at: '2025-03-03T10:00:00Z', score: 30 },
    ];
    const { container } = renderWithMantine(<ProgressChart title="Saccades" points={points} />);
    const chart = screen.getByRole('img', {
      name: 'Saccades: 3 rounds, latest score 30, best 40.',
    });
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    // x from 34 to 312; y: score 40 (the top, y 10) down to 0 (y 98): 20 -> 54, 30 -> 32.
    expect(chart.querySelector('polyline')?.getAttribute('points')).toBe(
      '34.0,54.0 173.0,10.0 312.0,32.0',
    );
  });
});
