import { useEffect, useRef, useState } from 'react';
import {
  TODO_REPEAT_LABELS,
  TODO_REPEATS,
  TodoInput,
  todoMessages,
  VACCINE_PRESETS,
  type PetSummary,
  type TodoRepeat,
  type TodoTask,
} from '@petpal/contracts';
import {
  createAttemptKeys,
  FormDialog,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { browserTimeZone } from '../api/todo-list';
import { useCreateTask, useUpdateTask } from '../api/task-mutations';
import { localToday } from '../todo-format';

const OTHER_VACCINE = 'other';

/** What the dialog makes: a task, a vaccine reminder (the preset), or a change to an existing task. */
export type TaskDraft = { mode: 'task' } | { mode: 'vaccine' } | { mode: 'edit'; task: TodoTask };

export interface TaskFormDialogProps {
  draft: TaskDraft;
  pets: readonly PetSummary[];
  onClose(): void;
}

/** "Rabies vaccine for Bella": the title a vaccine reminder gets until the owner types their own. */
function vaccineTitle(vaccine: string, petName: string | undefined): string {
  const short = vaccine.replace(/\s*\(.*\)$/, '').trim();
  if (!short) return '';
  return `${short} vaccine${petName ? ` for ${petName}` : ''}`;
}

interface Values {
  title: string;
  notes: string;
  dueDate: string;
  dueTime: string;
  repeat: TodoRepeat;
  petId: string;
  vaccine: string;
  otherVaccine: string;
}

function initialValues(draft: TaskDraft): Values {
  if (draft.mode === 'edit') {
    const { task } = draft;
    const preset = task.vaccineName && (VACCINE_PRESETS as readonly string[]).includes(task.vaccineName);
    return {
      title: task.title,
      notes: task.notes,
      dueDate: task.dueDate,
      dueTime: task.dueTime ?? '',
      repeat: task.repeat,
      petId: task.pet?.id ?? '',
      vaccine: task.kind !== 'vaccine' ? '' : preset ? task.vaccineName! : OTHER_VACCINE,
      otherVaccine: task.kind === 'vaccine' && !preset ? (task.vaccineName ?? '') : '',
    };
  }
  const vaccine = draft.mode === 'vaccine' ? VACCINE_PRESETS[0] : '';
  return {
    title: vaccine ? vaccineTitle(vaccine, undefined) : '',
    notes: '',
    dueDate: localToday(),
    dueTime: '',
    repeat: draft.mode === 'vaccine' ? 'yearly' : 'none',
    petId: '',
    vaccine,
    otherVaccine: '',
  };
}

/** The values as the API reads them: a new task in the browser's zone, an edited one in its own. */
const taskInput = (draft: TaskDraft, isVaccine: boolean, values: Values): TodoInput => ({
  title: values.title,
  notes: values.notes,
  dueDate: values.dueDate,
  dueTime: values.dueTime || null,
  timeZone: draft.mode === 'edit' ? draft.task.timeZone : browserTimeZone(),
  repeat: values.repeat,
  petId: values.petId || null,
  kind: isVaccine ? 'vaccine' : 'task',
  vaccineName: !isVaccine ? null : values.vaccine === OTHER_VACCINE ? values.otherVaccine.trim() : values.vaccine,
});

/**
 * Add or edit a task: title, due date and optional time, repeat, pet and notes; a vaccine reminder also names
 * its vaccine (a preset or typed) and suggests its title. A new task is in the browser's time zone; an edited
 * one keeps its own. The contract checks the fields before sending, so the form says what the API would.
 */
export function TaskFormDialog({ draft, pets, onClose }: TaskFormDialogProps) {
  const { toast } = useToast();
  const create = useCreateTask();
  const update = useUpdateTask();
  const [keys] = useState(createAttemptKeys);
  const isVaccine = draft.mode === 'vaccine' || (draft.mode === 'edit' && draft.task.kind === 'vaccine');
  const form = useContractForm<typeof TodoInput, Values>(TodoInput, {
    defaultValues: initialValues(draft),
    toInput: (values) => taskInput(draft, isVaccine, values),
    // The vaccine's name is shown under the preset or the typed name.
    shows: ['vaccineName'],
  });
  const titleTyped = useRef(draft.mode === 'edit');
  const busy = create.isPending || update.isPending;
  const [vaccine, otherVaccine, petId] = form.watch(['vaccine', 'otherVaccine', 'petId']);

  // Until the owner types a title, a vaccine reminder's title follows its vaccine and pet.
  useEffect(() => {
    if (!isVaccine || titleTyped.current) return;
    const name = vaccine === OTHER_VACCINE ? otherVaccine : vaccine;
    form.setValue('title', vaccineTitle(name, pets.find((pet) => pet.id === petId)?.name));
  }, [isVaccine, vaccine, otherVaccine, petId, pets, form]);

  const submit = form.onSubmit(async (input) => {
    try {
      if (draft.mode === 'edit') {
        await update.mutateAsync({ taskId: draft.task.id, input });
        toast({ title: todoMessages.saved, variant: 'success' });
      } else {
        const key = keys.keyFor(input);
        try {
          await create.mutateAsync({ input, key });
          keys.settle();
        } catch (error) {
          keys.settle(error);
          throw error;
        }
        toast({ title: todoMessages.created, variant: 'success' });
      }
      onClose();
    } catch (error) {
      form.showErrors(apiFieldErrors(error, todoMessages.saveFailed));
    }
  });

  const title = draft.mode === 'edit' ? 'Edit task' : isVaccine ? 'New vaccine reminder' : 'New task';
  const titleField = form.field('title');
  return (
    <FormDialog
      title={title}
      formLabel={title}
      submitLabel={draft.mode === 'edit' ? 'Save changes' : 'Add'}
      busy={busy}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      gap={4}
    >
      {isVaccine && (
        <Select
          label="Vaccine"
          options={[
            ...VACCINE_PRESETS.map((name) => ({ value: name, label: name })),
            { value: OTHER_VACCINE, label: 'Another vaccine' },
          ]}
          {...form.register('vaccine')}
          error={vaccine === OTHER_VACCINE ? undefined : form.errorOf('vaccineName')}
        />
      )}
      {isVaccine && vaccine === OTHER_VACCINE && (
        <TextField label="Vaccine name" {...form.register('otherVaccine')} error={form.errorOf('vaccineName')} />
      )}
      <Select
        label="Pet (optional)"
        placeholder="No pet"
        options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
        {...form.field('petId')}
      />
      <TextField
        label="Title"
        {...titleField}
        onChange={(event) => {
          titleTyped.current = true;
          return titleField.onChange(event);
        }}
      />
      <Stack direction="row" gap={3} wrap>
        <TextField label="Due date" type="date" {...form.field('dueDate')} />
        <TextField label="Time (optional)" type="time" {...form.field('dueTime')} />
      </Stack>
      <Select
        label="Repeat"
        options={TODO_REPEATS.map((repeat) => ({ value: repeat, label: TODO_REPEAT_LABELS[repeat] }))}
        {...form.field('repeat')}
      />
      <TextArea label="Notes (optional)" rows={3} {...form.field('notes')} />
    </FormDialog>
  );
}
