import { type ReactNode, useId } from 'react';
import { useTexts } from '../../lib/language.ts';
import { UI_TEXTS } from '../../lib/strings.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * A dialog around a form: 'Annuleren' and the submit button sit in the footer, and Enter in a
 * field submits as well; a click outside does not close it. `onSubmit` runs without the
 * browser's own validation, so the form's schema speaks for itself.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  submitLabel,
  submitVariant,
  submitDisabled,
  submitPending = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  submitDisabled?: boolean;
  /**
   * While the form saves, the submit button is unavailable but keeps focus, so that focus stays
   * in the dialog instead of falling to the page.
   */
  submitPending?: boolean;
  /** Gets the form, to find its fields (the first invalid one, say). */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const ui = useTexts(UI_TEXTS);
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={className}
      holdsInput
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {ui.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            disabled={submitDisabled || submitPending}
            focusableWhenDisabled={submitPending}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
