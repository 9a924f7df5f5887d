import {
  CUSTOMER_TYPES,
  type CustomerType,
} from '../../../../contract/service-request-constants.ts';
import { customerStepSchema } from '../../../../contract/service-requests/submission.ts';
import { cn } from '../../../lib/cn.ts';
import { type FieldErrors, type InputWords, issuesToErrors } from '../../../lib/field-errors.ts';
import { useTexts } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { RequiredMark, TextField } from './field.tsx';
import { type ContactValues, emptyContact, toContactInput } from './form-values.ts';
import { PhoneField } from './phone-field.tsx';
import { type CheckTexts, INTAKE_TEXTS } from './strings.ts';

/** The customer as forms A and B ask for it: one street line, no address lookup. */
export type SimpleCustomer = ContactValues & { street: string; postalCode: string; city: string };

export const emptyCustomer = (): SimpleCustomer => ({
  ...emptyContact(),
  street: '',
  postalCode: '',
  city: '',
});

export const toCustomerInput = (customer: SimpleCustomer) => ({
  ...toContactInput(customer),
  street: customer.street,
  postalCode: customer.postalCode,
  city: customer.city,
});

/**
 * The customer's errors. A missing company name is named at once (the schema only says so once
 * the rest is valid).
 */
export function validateCustomer(customer: SimpleCustomer, input: InputWords): FieldErrors {
  const result = customerStepSchema.safeParse(toCustomerInput(customer));
  const errors = result.success ? {} : issuesToErrors(result.error.issues, input);
  if (customer.customerType === 'business' && !customer.companyName.trim()) {
    errors.companyName = input.companyNameRequired;
  }
  return errors;
}

/** The 'Validatiefout' toast when a business left out its name (docs/product.md#validation). */
export function toastMissingCompanyName(errors: FieldErrors, { intake, input }: CheckTexts) {
  if (errors.companyName !== input.companyNameRequired) return;
  toast({
    title: intake.validationTitle,
    description: errors.companyName,
    variant: 'destructive',
  });
}

/** Private or business, as two radio buttons in a labelled group. */
function CustomerTypeField({
  value,
  onChange,
}: {
  value: CustomerType;
  onChange: (value: CustomerType) => void;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const labels: Record<CustomerType, string> = {
    private: intake.simple.private,
    business: intake.simple.business,
  };
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-gray-900">
        {intake.simple.customerType}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-3">
        {CUSTOMER_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm',
              value === type ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white',
            )}
          >
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 accent-brand-700"
            />
            {labels[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Name, customer type (with the company name for a business), e-mail, phone and address. */
export function SimpleCustomerFields({
  customer,
  onChange,
  errors,
}: {
  customer: SimpleCustomer;
  onChange: (patch: Partial<SimpleCustomer>) => void;
  errors: FieldErrors;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const text = (
    name: 'firstName' | 'lastName' | 'companyName' | 'email' | 'street' | 'postalCode' | 'city',
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      id={`customer-${name}`}
      name={name}
      label={label}
      required
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      value={customer[name]}
      onValueChange={(value) => onChange({ [name]: value })}
      error={errors[name]}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', intake.firstName, 'given-name')}
        {text('lastName', intake.lastName, 'family-name')}
      </div>
      <CustomerTypeField
        value={customer.customerType}
        onChange={(customerType) =>
          onChange(
            customerType === 'private' ? { customerType, companyName: '' } : { customerType },
          )
        }
      />
      {customer.customerType === 'business'
        ? text('companyName', intake.companyName, 'organization')
        : null}
      {text('email', intake.email, 'email')}
      <PhoneField id="customer-phone" phone={customer} onChange={onChange} error={errors.phone} />
      {/* One line with the number: street-address is a hint for a multi-line box. */}
      {text('street', intake.simple.street, 'address-line1')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode', intake.postcode, 'postal-code')}
        {text('city', intake.city, 'address-level2')}
      </div>
    </>
  );
}
