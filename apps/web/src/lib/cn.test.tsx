import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { cn, withCallerClasses } from './cn';

const VARIANTS = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const SIZES = ['default', 'sm', 'lg', 'icon', 'compact'] as const;

/** The class attribute of every element a component renders with no className of its own. */
function classesOf(element: ReactElement) {
  const { container, unmount } = render(element);
  const classes = [...container.querySelectorAll('[class]')].map((node) => node.getAttribute('class')!);
  unmount();
  return classes;
}

describe('withCallerClasses', () => {
  it("merges the caller's classes over the component's, later utilities winning", () => {
    expect(withCallerClasses('p-6 pt-3 text-slate-900', 'p-5 text-white')).toBe(cn('p-6 pt-3 text-slate-900', 'p-5 text-white'));
    expect(withCallerClasses('p-6 pt-3 text-slate-900', 'p-5 text-white')).toBe('p-5 text-white');
  });

  it('gives the own classes as they are without a className', () => {
    expect(withCallerClasses('p-6 pt-3', undefined)).toBe('p-6 pt-3');
    expect(withCallerClasses('p-6 pt-3', '')).toBe('p-6 pt-3');
  });

  it("leaves the components' own classes as merging would: none sets a property twice", () => {
    const elements = [
      createElement(Card),
      createElement(CardHeader),
      createElement(CardTitle),
      createElement(CardDescription),
      createElement(CardContent),
      createElement(CardFooter),
      createElement(Input),
      createElement(Textarea),
      createElement(Select),
      <FormField label="Nom">
        <input />
      </FormField>,
      ...VARIANTS.flatMap((variant) => SIZES.map((size) => createElement(Button, { variant, size }, 'Envoyer'))),
    ];
    const classes = elements.flatMap(classesOf);
    expect(classes.length).toBeGreaterThan(40);
    for (const own of classes) expect(twMerge(own), own).toBe(own);
  });
});
