import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SummaryStep } from './summary-step';

describe('SummaryStep', () => {
  it('lists each choice as a term and its value, grouped as a description list allows', () => {
    const { container } = render(
      <SummaryStep category="Psychologue du travail" psychologistTitle="Marion, la psychologue" meetingType="TEAMS" startDate="2026-11-26T08:00:00.000Z" subject="Besoin de parler" phoneNumber="" />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Psychologue', 'Mode', 'Date', 'Heure', 'Message']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Marion, la psychologuePsychologue du travail',
      'Visioconférence',
      'Jeudi 26 novembre 2026',
      '09:00 - 10:00 (60 min)',
      'Besoin de parler',
    ]);
    // A dl may only hold dt/dd pairs, or divs that hold them directly.
    for (const item of container.querySelectorAll('dt, dd')) {
      expect(item.parentElement?.parentElement?.tagName).toBe('DL');
    }
  });
});
