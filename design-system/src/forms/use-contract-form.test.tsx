import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { LoginInput } from '@petpal/contracts';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { renderWithTheme } from '../test-utils/render';
import { ContractFormExample } from './ContractFormExample';
import type { FieldErrors } from './field-errors';
import { useContractForm } from './use-contract-form';

describe('useContractForm', () => {
  it("shows the contract's message under each field and focuses the first invalid one", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContractFormExample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message as its field is fixed and submits the parsed input', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ContractFormExample onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Please enter a valid email');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).toBeNull());
    await userEvent.type(screen.getByLabelText('Password'), 'secret-word');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-word' }));
  });

  it("merges the API's field errors and focuses the first of them", async () => {
    renderWithTheme(
      <ContractFormExample onSubmit={vi.fn()} apiErrors={{ password: 'Too common', form: 'Check the fields' }} />,
    );
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too common')).toBeTruthy();
    expect(screen.getByText('Check the fields')).toBeTruthy();
    expect(document.activeElement).toBe(password);
  });
});

function ShapedForm({ onSubmit }: { onSubmit(input: LoginInput): void }) {
  const form = useContractForm<typeof LoginInput, { email: string; password: string; code: string }>(LoginInput, {
    defaultValues: { email: '', password: '', code: '' },
    toInput: ({ email, password }) => ({ email: email.trim(), password }),
    refine: (values) => (values.code === '' ? { code: 'Enter the code' } : {}),
    focusInForm: true,
  });
  return (
    <form ref={form.ref} noValidate aria-label="Shaped form" onSubmit={form.onSubmit(onSubmit)}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField
        label="Code"
        value={form.watch('code')}
        error={form.errorOf('code')}
        onChange={(event) => form.setField('code', event.target.value)}
      />
      <TextField label="Email" type="email" {...form.field('email')} />
      <PasswordField label="Password" {...form.field('password')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

function StrayForm() {
  const form = useContractForm<typeof LoginInput, { password: string }>(LoginInput, {
    defaultValues: { password: 'secret-word' },
    toInput: (values) => ({ ...values, email: 'not an email' }),
  });
  return (
    <form noValidate aria-label="Stray form" onSubmit={form.onSubmit(vi.fn())}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <PasswordField label="Password" {...form.field('password')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('useContractForm with a shape of its own', () => {
  it("checks the contract's input made from the values, adds the browser's rules and focuses in the form's order", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ShapedForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the code')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '1234');
    await waitFor(() => expect(screen.queryByText('Enter the code')).toBeNull());
    await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-word');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-word' }));
  });

  it('shows an error about something that is not a field as the form’s', async () => {
    renderWithTheme(<StrayForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email');
  });
});

const Prices = z
  .strictObject({
    prices: z.optional(z.strictObject({ INR: z.number().check(z.positive('Enter a price in rupees')) })),
    note: z.optional(z.string()),
  })
  .check(z.refine((input) => Object.keys(input).length > 0, 'Nothing to change'));

function PriceForm({ onSubmit }: { onSubmit(input: z.output<typeof Prices>): void }) {
  const form = useContractForm<typeof Prices, { inr: string }>(Prices, {
    defaultValues: { inr: '' },
    toInput: ({ inr }) => (inr === '' ? {} : { prices: { INR: Number(inr) * 100 } }),
    refine: ({ inr }) => (inr === '13' ? { prices: 'Not 13, please' } : {}),
    shows: ['prices'],
  });
  return (
    <form noValidate aria-label="Edit the price" onSubmit={form.onSubmit(onSubmit)}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField label="Price" {...form.field('inr')} error={form.errorOf('prices')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('useContractForm with contract fields the form shows itself', () => {
  it("shows the contract's check of the whole input above the form", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<PriceForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing to change');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a nested message under the field that stands for it, and submits what the contract parsed', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<PriceForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Price'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a price in rupees')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ prices: { INR: 1200 } }));
  });

  it("shows the browser's own rule in place of the contract's message for its field", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<PriceForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Price'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not 13, please')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const Album = z.strictObject({ photos: z.array(z.string()).check(z.minLength(1, 'Add a photo')) });

function AlbumForm() {
  const form = useContractForm(Album, { defaultValues: { photos: [] } });
  const photos = form.choice('photos');
  return (
    <form noValidate aria-label="Album" onSubmit={form.onSubmit(vi.fn())}>
      {photos.error && <p role="alert">{photos.error}</p>}
      <Button type="button" onClick={() => photos.onChange(photos.value, 'That photo is too large')}>
        Pick a large photo
      </Button>
      <Button type="button" onClick={() => photos.onChange([...photos.value, 'cat.png'])}>
        Pick a photo
      </Button>
    </form>
  );
}

describe('useContractForm with a control that checks what it is given', () => {
  it("shows the control's problem under its field until the next change", async () => {
    renderWithTheme(<AlbumForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Pick a large photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That photo is too large');
    await userEvent.click(screen.getByRole('button', { name: 'Pick a photo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

const Signup = z.strictObject({
  email: z.email('Please enter a valid email'),
  nickname: z.string(),
  inviteId: z.string().check(z.minLength(1, 'This invitation has expired')),
});

function SignupForm(props: { contractFirst?: boolean; onInvalid(errors: FieldErrors): void }) {
  const form = useContractForm<typeof Signup, { email: string; nickname: string }>(Signup, {
    defaultValues: { email: 'ann', nickname: '' },
    toInput: (values) => ({ ...values, inviteId: '' }),
    refine: (values) => ({ email: 'Use your work address', ...(!values.nickname && { nickname: 'Pick a nickname' }) }),
    contractFirst: props.contractFirst,
  });
  return (
    <form noValidate aria-label="Sign up" onSubmit={form.onSubmit(vi.fn(), props.onInvalid)}>
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Nickname" {...form.field('nickname')} />
      <Button type="submit">Join</Button>
    </form>
  );
}

describe("useContractForm's refusals", () => {
  it("hands a refused submit's messages to onInvalid by field, the form's as `form`", async () => {
    const onInvalid = vi.fn();
    renderWithTheme(<SignupForm onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith({
        email: 'Use your work address',
        nickname: 'Pick a nickname',
        form: 'This invitation has expired',
      }),
    );
  });

  it("keeps the contract's message over the browser's rule with contractFirst", async () => {
    const onInvalid = vi.fn();
    renderWithTheme(<SignupForm contractFirst onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByText('Use your work address')).toBeNull();
    expect(screen.getByText('Pick a nickname')).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledWith({
      email: 'Please enter a valid email',
      nickname: 'Pick a nickname',
      form: 'This invitation has expired',
    });
  });
});

const Visit = z.strictObject({
  pet: z.string().check(z.minLength(1, 'Choose a pet')),
  weight: z.string().check(z.regex(/^\d+$/, 'Enter the weight in kilograms')),
  notes: z.string().check(z.maxLength(10, 'Keep the notes short')),
  size: z.enum(['small', 'large'], 'Choose a size'),
  insured: z.boolean(),
  needs: z.array(z.string()).check(z.minLength(1, 'Choose a need')),
  prices: z.strictObject({ INR: z.string().check(z.minLength(1, 'Enter a price in rupees')) }),
});
type VisitValues = z.input<typeof Visit>;
const emptyVisit = (): VisitValues => ({
  pet: 'rex',
  weight: '12',
  notes: '',
  size: 'small',
  insured: true,
  needs: ['walk'],
  prices: { INR: '' },
});

function VisitForm({ onSave }: { onSave(visit: VisitValues): Promise<void> }) {
  const form = useContractForm(Visit, { defaultValues: emptyVisit() });
  const [pet, insured] = form.watch(['pet', 'insured']);
  return (
    <form noValidate aria-label="Visit" onSubmit={form.onSubmit(onSave)}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <p>
        Watching {pet}, {insured ? 'insured' : 'not insured'}, {form.formState.isDirty ? 'changed' : 'as it was'}
      </p>
      <label>
        Pet
        <select {...form.register('pet')}>
          <option value="">None</option>
          <option value="rex">Rex</option>
          <option value="tom">Tom</option>
        </select>
      </label>
      <TextField label="Weight" type="number" {...form.field('weight')} />
      <label>
        Notes
        <textarea {...form.register('notes')} />
      </label>
      {form.errorOf('notes') && <p>{form.errorOf('notes')}</p>}
      <label>
        <input type="radio" value="small" {...form.register('size')} /> Small
      </label>
      <label>
        <input type="radio" value="large" {...form.register('size')} /> Large
      </label>
      <label>
        <input type="checkbox" {...form.register('insured')} /> Insured
      </label>
      <label>
        <input type="checkbox" value="walk" {...form.register('needs')} /> Walk
      </label>
      <label>
        <input type="checkbox" value="groom" {...form.register('needs')} /> Groom
      </label>
      {form.errorOf('needs') && <p>{form.errorOf('needs')}</p>}
      {pet === 'tom' && <TextField label="Price" {...form.field('prices.INR')} />}
      {form.errorOf('prices') && <p>{form.errorOf('prices')}</p>}
      <Button type="button" onClick={() => form.setValue('prices.INR', '450')}>
        Usual price
      </Button>
      <Button type="button" onClick={() => form.reset({ ...emptyVisit(), pet: 'tom', needs: ['groom'] })}>
        Start with Tom
      </Button>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('useContractForm with registered inputs', () => {
  it('shows the default values in each kind of input and submits what the user changed', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithTheme(<VisitForm onSave={onSave} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Pet').value).toBe('rex');
    expect(screen.getByLabelText<HTMLInputElement>('Weight').value).toBe('12');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Small' }).checked).toBe(true);
    expect(checkbox('Insured').checked).toBe(true);
    expect(checkbox('Walk').checked).toBe(true);
    expect(checkbox('Groom').checked).toBe(false);
    expect(screen.getByText('Watching rex, insured, as it was')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Pet'), 'tom');
    await userEvent.clear(screen.getByLabelText('Weight'));
    await userEvent.type(screen.getByLabelText('Weight'), '30');
    await userEvent.type(screen.getByLabelText('Notes'), 'Shy');
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    await userEvent.click(checkbox('Insured'));
    await userEvent.click(checkbox('Groom'));
    expect(screen.getByText('Watching tom, not insured, changed')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Price'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        pet: 'tom',
        weight: '30',
        notes: 'Shy',
        size: 'large',
        insured: false,
        needs: ['walk', 'groom'],
        prices: { INR: '900' },
      }),
    );
  });

  it('rechecks only the field that changed once submitted, and shows a nested message under its field', async () => {
    renderWithTheme(<VisitForm onSave={vi.fn(async () => undefined)} />);
    await userEvent.click(checkbox('Walk'));
    await userEvent.type(screen.getByLabelText('Notes'), 'A very long note');
    expect(screen.queryByText('Choose a need')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a need')).toBeTruthy();
    expect(screen.getByText('Keep the notes short')).toBeTruthy();
    expect(screen.getByText('Enter a price in rupees')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Notes'));
    await userEvent.click(checkbox('Groom'));
    await waitFor(() => expect(screen.queryByText('Choose a need')).toBeNull());
    expect(screen.getByText('Keep the notes short')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Notes'));
    await waitFor(() => expect(screen.queryByText('Keep the notes short')).toBeNull());
    // A value set without a check keeps its message until its own change or the next submit.
    await userEvent.click(screen.getByRole('button', { name: 'Usual price' }));
    await userEvent.type(screen.getByLabelText('Weight'), '5');
    expect(screen.getByText('Enter a price in rupees')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Enter a price in rupees')).toBeNull());
  });

  it('sets a nested value an input shows when it appears, and resets to new values', async () => {
    renderWithTheme(<VisitForm onSave={vi.fn(async () => undefined)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usual price' }));
    await userEvent.selectOptions(screen.getByLabelText('Pet'), 'tom');
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('450');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Watching tom, insured, changed')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Start with Tom' }));
    expect(screen.getByText('Watching tom, insured, as it was')).toBeTruthy();
    expect(checkbox('Walk').checked).toBe(false);
    expect(checkbox('Groom').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('');
  });

  it('is submitting while an async save runs', async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<VisitForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usual price' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ }).hasAttribute('disabled')).toBe(true));
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

function UploadForm() {
  const form = useContractForm(LoginInput, { defaultValues: { email: '', password: '' } });
  return (
    <form noValidate aria-label="Upload" onSubmit={form.onSubmit(vi.fn())}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField label="Email" {...form.field('email')} />
      <PasswordField label="Password" {...form.field('password')} />
      <Button
        type="button"
        onClick={() => form.setError('password', { message: 'Upload failed' }, { shouldFocus: true })}
      >
        Fail
      </Button>
      <Button type="button" onClick={() => form.setError('root.form', { message: 'Try again later' })}>
        Refuse
      </Button>
      <Button type="button" onClick={() => form.clearErrors('password')}>
        Clear password
      </Button>
      <Button type="button" onClick={() => form.clearErrors()}>
        Clear all
      </Button>
    </form>
  );
}

describe("useContractForm's own messages", () => {
  it('sets a message (focusing its field), the form’s above it, and clears one or all', async () => {
    renderWithTheme(<UploadForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Try again later')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear password' }));
    await waitFor(() => expect(screen.queryByText('Upload failed')).toBeNull());
    expect(screen.getByText('Try again later')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByText('Try again later')).toBeNull());
  });
});
