/** Moves focus to the first invalid field, so keyboard and screen-reader users land on it. */
export const focusFirstInvalid = (container: ParentNode | null) =>
  requestAnimationFrame(() => {
    container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
