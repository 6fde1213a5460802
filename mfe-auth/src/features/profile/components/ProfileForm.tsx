import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ProfileInput, RecordRole, RoleRecord } from '@petpal/contracts';
import { ApiError, Button, TextArea, TextField, type FieldErrors } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { profileFields, type ProfileFieldSpec } from '../profile-fields';
import { profileErrors, profileValues, validateProfile, type ProfileValues } from '../profile-values';
import { ChoiceList } from './ChoiceList';
import { TimeZoneSelect } from './TimeZoneSelect';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ProfileFormProps<R extends RecordRole> {
  role: R;
  /** The saved record to edit, or null for a first save. */
  record: RoleRecord<R> | null;
  /** Sends the checked input; an ApiError with `fields` puts its messages on the fields. */
  onSave(input: ProfileInput<R>): Promise<unknown>;
  /** Labels the form for assistive technology, e.g. "Veterinary Doctor profile". */
  label: string;
}

function focusField(form: HTMLFormElement, name: string | undefined) {
  const control = name ? form.elements.namedItem(name) : null;
  const first = control instanceof RadioNodeList ? control[0] : control;
  if (first instanceof HTMLElement) first.focus();
}

/** The fields of one role's record, checked with the API's own schema before anything is sent. */
export function ProfileForm<R extends RecordRole>({ role, record, onSave, label }: ProfileFormProps<R>) {
  const fields = profileFields[role] as readonly ProfileFieldSpec[];
  const [values, setValues] = useState<ProfileValues>(() => profileValues(role, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function update(name: string, value: string | readonly string[]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) {
      const result = validateProfile(role, next);
      setErrors({ ...errors, [name]: result.success ? undefined : result.errors[name] });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const result = validateProfile(role, values);
    if (!result.success) {
      setErrors(result.errors);
      focusField(form, fields.find((field) => result.errors[field.name])?.name);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(result.data);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fieldErrors = profileErrors(role, Object.entries(error.fields));
        setErrors(fieldErrors);
        focusField(form, fields.find((field) => fieldErrors[field.name])?.name);
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
      }
    } finally {
      setSaving(false);
    }
  }

  function control(field: ProfileFieldSpec) {
    const value = values[field.name] ?? '';
    const text = typeof value === 'string' ? value : '';
    const common = {
      label: field.label,
      name: field.name,
      hint: field.hint,
      error: errors[field.name],
    };
    switch (field.kind) {
      case 'choices':
        return (
          <ChoiceList
            label={field.label}
            name={field.name}
            error={errors[field.name]}
            options={field.options}
            value={typeof value === 'string' ? [] : value}
            onChange={(next) => update(field.name, next)}
          />
        );
      case 'textarea':
      case 'urls':
        return (
          <TextArea {...common} rows={4} value={text} onChange={(event) => update(field.name, event.target.value)} />
        );
      case 'timeZone':
        return <TimeZoneSelect {...common} value={text} onChange={(event) => update(field.name, event.target.value)} />;
      case 'number':
        return (
          <TextField
            {...common}
            type="number"
            inputMode="decimal"
            min={0}
            step={field.step}
            value={text}
            onChange={(event) => update(field.name, event.target.value)}
          />
        );
      default:
        return (
          <TextField
            {...common}
            type={field.kind}
            autoComplete={field.name === 'fullName' ? 'name' : field.kind === 'tel' ? 'tel' : undefined}
            value={text}
            onChange={(event) => update(field.name, event.target.value)}
          />
        );
    }
  }

  return (
    <Form noValidate aria-label={label} onSubmit={onSubmit}>
      {failure && <FormBanner message={failure} />}
      {fields.map((field) => (
        <div key={field.name}>{control(field)}</div>
      ))}
      <Actions>
        <Button type="submit" size="lg" loading={saving}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
