import { PHONE_COUNTRY_CODES } from '../../../../contract/service-request-constants.ts';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useTexts } from '../../../lib/language.ts';
import { Field } from './field.tsx';
import type { PhoneCountryCode } from './form-values.ts';
import { INTAKE_TEXTS } from './strings.ts';

type PhoneValue = { phoneCode: PhoneCountryCode; phoneNumber: string };

/** The phone number with its country-code select beside it (+31 first). */
export function PhoneField({
  id,
  phone,
  onChange,
  error,
}: {
  id: string;
  phone: PhoneValue;
  onChange: (patch: Partial<PhoneValue>) => void;
  error?: string;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <Field id={id} label={intake.phone} required error={error}>
      {(props) => (
        <div className="flex gap-2">
          <div className="w-24 shrink-0">
            <Select
              name="phoneCode"
              aria-label={intake.phoneCountryCode}
              value={phone.phoneCode}
              onChange={(event) => onChange({ phoneCode: event.target.value as PhoneCountryCode })}
            >
              {PHONE_COUNTRY_CODES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0 flex-1">
            <Input
              {...props}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              invalid={Boolean(error)}
              value={phone.phoneNumber}
              onChange={(event) => onChange({ phoneNumber: event.target.value })}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
