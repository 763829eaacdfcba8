import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '@/components/ui/toaster';
import { openVideoCall } from './video-call-link';

vi.mock('@/components/ui/toaster', () => ({ toastError: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe('openVideoCall', () => {
  it('opens the call in a new tab that gets no hold on the page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openVideoCall('https://meet.jit.si/parenthese-abc');
    expect(open).toHaveBeenCalledWith('https://meet.jit.si/parenthese-abc', '_blank', 'noopener,noreferrer');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says in French that the link is missing, and opens nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openVideoCall(null);
    expect(open).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith("Le lien de la réunion n'est pas disponible");
  });
});
