import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, PsychologistCarousel } from './psychologist-carousel';

const visibleSlide = () => screen.getByRole('group', { name: /sur 3/ });
const region = () => screen.getByRole('region', { name: 'Des psychologues pour chaque situation' });
const liveArea = () => visibleSlide().parentElement!;
const wait = (milliseconds: number) => act(() => vi.advanceTimersByTime(milliseconds));

function mockReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: isReduced && query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PsychologistCarousel', () => {
  it('is announced as a carousel of slides, one shown at a time', () => {
    const { container } = render(<PsychologistCarousel />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3 : Psychologue clinicien');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide');
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => (slide as HTMLElement).hidden)).toEqual([false, true, true]);
  });

  it('advances every 10 s and loops back to the first slide', () => {
    render(<PsychologistCarousel />);
    expect(liveArea()).toHaveAttribute('aria-live', 'off');
    wait(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
    wait(1);
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3 : Psychologue du travail');
    wait(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName('3 sur 3 : Neuropsychologue');
    wait(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<PsychologistCarousel />);
    fireEvent.mouseEnter(region());
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
    expect(liveArea()).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region());
    wait(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName(/^2 sur 3/);
  });

  it('pauses while keyboard focus is inside it', () => {
    render(<PsychologistCarousel />);
    act(() => screen.getByRole('button', { name: 'Diapositive suivante' }).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
    act(() => screen.getByRole('button', { name: 'Diapositive suivante' }).blur());
    wait(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName(/^2 sur 3/);
  });

  it('never moves on its own when the visitor prefers reduced motion, and announces changes', () => {
    mockReducedMotion(true);
    render(<PsychologistCarousel />);
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
    expect(liveArea()).toHaveAttribute('aria-live', 'polite');
  });

  it('has previous, next and slide buttons, and arrow keys, that loop', () => {
    render(<PsychologistCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(visibleSlide()).toHaveAccessibleName(/^3 sur 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
    const second = screen.getByRole('button', { name: 'Afficher la diapositive 2 : Psychologue du travail' });
    fireEvent.click(second);
    expect(visibleSlide()).toHaveAccessibleName(/^2 sur 3/);
    expect(second).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(visibleSlide()).toHaveAccessibleName(/^3 sur 3/);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(visibleSlide()).toHaveAccessibleName(/^2 sur 3/);
  });

  it('can be stopped and restarted by the visitor', () => {
    render(<PsychologistCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter le défilement automatique' }));
    act(() => (document.activeElement as HTMLElement).blur());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName(/^1 sur 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le défilement automatique' }));
    wait(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName(/^2 sur 3/);
  });
});
