import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProfileBanners } from './profile-banners';

const renderBanners = (props: Parameters<typeof ProfileBanners>[0]) =>
  render(
    <MemoryRouter>
      <ProfileBanners {...props} />
    </MemoryRouter>,
  );

describe('ProfileBanners', () => {
  it('shows nothing when the profile is complete', () => {
    renderBanners({ hasCategories: true, hasConsultationModes: true, hasUpcomingSlots: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows each missing piece with the spec title', () => {
    renderBanners({ hasCategories: false, hasConsultationModes: false, hasUpcomingSlots: false });
    const titles = screen.getAllByRole('status').map((banner) => banner.querySelector('p')?.textContent);
    expect(titles).toEqual(['Configuration incomplète', 'Types de rendez-vous manquants', 'Plages horaires manquantes']);
    expect(screen.getByRole('link', { name: 'Plages de travail' })).toHaveAttribute('href', '/account/psy/working-hours');
  });

  it('waits for the coming weeks before saying slots are missing', () => {
    renderBanners({ hasCategories: true, hasConsultationModes: false, hasUpcomingSlots: null });
    expect(screen.getByText('Types de rendez-vous manquants')).toBeInTheDocument();
    expect(screen.queryByText('Plages horaires manquantes')).not.toBeInTheDocument();
    expect(screen.queryByText('Configuration incomplète')).not.toBeInTheDocument();
  });
});
