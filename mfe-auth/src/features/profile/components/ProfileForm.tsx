import { useState } from 'react';
import styled from 'styled-components';
import {
  imageIdOf,
  imageUrl,
  profileInputSchemas,
  type ProfileInput,
  type RecordRole,
  type RoleRecord,
} from '@petpal/contracts';
import { ApiError, Button, PhotoUploadField, TextArea, TextField, useContractForm } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { profileFields, type ProfileFieldSpec } from '../profile-fields';
import { profileErrors, profileInput, profileValues, type ProfileValues } from '../profile-values';
import { ChoiceList } from './ChoiceList';
import { GalleryField } from './GalleryField';
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

/** The fields of one role's record, checked with the API's own schema before anything is sent. */
export function ProfileForm<R extends RecordRole>({ role, record, onSave, label }: ProfileFormProps<R>) {
  const fields = profileFields[role] as readonly ProfileFieldSpec[];
  const [defaultValues] = useState<ProfileValues>(() => profileValues(role, record));
  const form = useContractForm<(typeof profileInputSchemas)[RecordRole], ProfileValues>(profileInputSchemas[role], {
    defaultValues,
    toInput: (values) => profileInput(role, values),
    focusInForm: true,
  });
  const values = form.watch();
  const [uploading, setUploading] = useState(false);

  /** A photo field's change: its value, or the reason a chosen file was refused (kept until another is chosen). */
  function photoChanged(name: string, next: string | readonly string[], error?: string) {
    form.setField(name, next);
    if (error) form.setError(name, { type: 'upload', message: error });
    else form.clearErrors(name);
  }

  const submit = form.onSubmit(async (input) => {
    try {
      await onSave(input as ProfileInput<R>);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        form.clearErrors();
        form.showErrors(profileErrors(role, Object.entries(error.fields)));
      } else {
        const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
        form.setError('root.form', { type: 'api', message });
      }
    }
  });

  function control(field: ProfileFieldSpec) {
    const value = values[field.name] ?? '';
    const text = typeof value === 'string' ? value : '';
    const common = { label: field.label, hint: field.hint, ...form.field(field.name) };
    switch (field.kind) {
      case 'choices':
        return (
          <ChoiceList
            label={field.label}
            name={field.name}
            error={form.errorOf(field.name)}
            options={field.options}
            value={typeof value === 'string' ? [] : value}
            onChange={(next) => form.setField(field.name, next)}
          />
        );
      case 'photo': {
        const id = imageIdOf(text);
        return (
          <PhotoUploadField
            label={field.label}
            hint={field.hint}
            value={id}
            current={id ? { id, widths: [] } : null}
            previewAlt="Preview of your profile photo"
            error={form.errorOf(field.name)}
            onBusy={setUploading}
            onChange={(photoId, error) => photoChanged(field.name, photoId ? imageUrl(photoId, 640) : '', error)}
          />
        );
      }
      case 'photos':
        return (
          <GalleryField
            label={field.label}
            hint={field.hint}
            value={typeof value === 'string' ? [] : value}
            error={form.errorOf(field.name)}
            onBusy={setUploading}
            onChange={(next, error) => photoChanged(field.name, next, error)}
          />
        );
      case 'textarea':
        return <TextArea {...common} rows={4} />;
      case 'timeZone':
        return <TimeZoneSelect {...common} value={text} />;
      case 'number':
        return <TextField {...common} type="number" inputMode="decimal" min={0} step={field.step} />;
      default:
        return (
          <TextField
            {...common}
            type={field.kind}
            autoComplete={field.name === 'fullName' ? 'name' : field.kind === 'tel' ? 'tel' : undefined}
          />
        );
    }
  }

  return (
    <Form ref={form.ref} noValidate aria-label={label} onSubmit={submit}>
      {form.formError && <FormBanner message={form.formError} />}
      {fields.map((field) => (
        <div key={field.name}>{control(field)}</div>
      ))}
      <Actions>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting || uploading}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
