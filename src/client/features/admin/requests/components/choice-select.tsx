import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/input.tsx';

/** A labelled select over a fixed set of choices, each shown by its text. */
export function ChoiceSelect<Choice extends string>({
  label,
  value,
  choices,
  onChange,
  className,
}: {
  label: string;
  value: Choice;
  choices: Record<Choice, string>;
  onChange: (choice: Choice) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as Choice)}
        >
          {(Object.keys(choices) as Choice[]).map((choice) => (
            <option key={choice} value={choice}>
              {choices[choice]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
