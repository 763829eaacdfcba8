import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's light rich colours put text at about 4.3:1 on its tinted backgrounds, under the 4.5:1 that
 * WCAG AA asks for body text (axe flagged the contact form's error toast): darker text, same tints.
 */
const readableRichColors = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as CSSProperties;

/** The sticky header is 64 px high (plus its border): toasts start below it, so they never cover 'Nous contacter' or the account menu. */
export const TOAST_OFFSET_TOP_PX = 76;

/** Where toasts show: mounted with the first toast (app/providers.tsx), so sonner loads only then. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      offset={{ top: TOAST_OFFSET_TOP_PX, right: 16 }}
      mobileOffset={{ top: TOAST_OFFSET_TOP_PX, left: 16, right: 16 }}
      richColors
      closeButton
      style={readableRichColors}
      // Sonner names its close button « Close toast »: a screen reader would read English in a French page.
      toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}
