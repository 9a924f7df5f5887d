import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

describe('FormField', () => {
  const markup = (props: { hint?: string; error?: string; required?: boolean }) =>
    renderToStaticMarkup(
      createElement(FormField, {
        label: 'Name',
        ...props,
        // biome-ignore lint/correctness/noChildrenProp: the control's render function, without JSX
        children: (control) => createElement(Input, control),
      }),
    );

  it('links its control to the label, the hint and the message, and marks it invalid and red', () => {
    const html = markup({ hint: 'At most 50 characters', error: 'Name is required' });
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('border-red-600');
    expect(html).toContain(`<p id="${id}-error" role="alert"`);
  });

  it('says nothing of validity while there is no message', () => {
    const html = markup({});
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-required');
    expect(html).not.toContain('border-red-600');
  });

  it("marks a required field for the eye, and for a screen reader on the control, keeping the label as the control's name", () => {
    const html = markup({ required: true });
    expect(html).toContain('aria-required="true"');
    expect(html).toMatch(/<label [^>]*>Name<span aria-hidden="true"[^>]*> \*<\/span><\/label>/);
  });
});
