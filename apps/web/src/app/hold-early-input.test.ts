import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './hold-early-input';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInput (a prerendered page before hydration)', () => {
  it("holds a click on a button and replays it on release, once the app's handlers are there", () => {
    document.body.innerHTML = '<div id="root"><button type="button">Se connecter</button></div>';
    const root = document.getElementById('root')!;
    const button = root.querySelector('button')!;
    const release = holdEarlyInput(root);
    button.click();
    const handler = vi.fn();
    button.addEventListener('click', handler); // what hydration attaches
    expect(handler).not.toHaveBeenCalled();

    release();
    expect(handler).toHaveBeenCalledTimes(1);
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('keeps a form from being sent natively before the app runs', () => {
    document.body.innerHTML = '<div id="root"><form><input name="mail" value="a@b.fr"><button type="submit">Envoyer</button></form></div>';
    const root = document.getElementById('root')!;
    const release = holdEarlyInput(root);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    release();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
