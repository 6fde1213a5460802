import { useState, type FormEvent } from 'react';
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
  Alert,
  Button,
  createAttemptKeys,
  Dialog,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
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
  const [values, setValues] = useState(() => initialValues(draft));
  const [titleTouched, setTitleTouched] = useState(draft.mode === 'edit');
  const [errors, setErrors] = useState<FieldErrors>({});
  const isVaccine = draft.mode === 'vaccine' || (draft.mode === 'edit' && draft.task.kind === 'vaccine');
  const busy = create.isPending || update.isPending;

  const vaccineName = values.vaccine === OTHER_VACCINE ? values.otherVaccine.trim() : values.vaccine;
  const set = (change: Partial<Values>) =>
    setValues((current) => {
      const next = { ...current, ...change };
      if (isVaccine && !titleTouched) {
        const name = next.vaccine === OTHER_VACCINE ? next.otherVaccine : next.vaccine;
        next.title = vaccineTitle(name, pets.find((pet) => pet.id === next.petId)?.name);
      }
      return next;
    });

  const input: TodoInput = {
    title: values.title,
    notes: values.notes,
    dueDate: values.dueDate,
    dueTime: values.dueTime || null,
    timeZone: draft.mode === 'edit' ? draft.task.timeZone : browserTimeZone(),
    repeat: values.repeat,
    petId: values.petId || null,
    kind: isVaccine ? 'vaccine' : 'task',
    vaccineName: isVaccine ? vaccineName : null,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = contractErrors(TodoInput, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
      setErrors(apiFieldErrors(error, todoMessages.saveFailed));
    }
  }

  const title = draft.mode === 'edit' ? 'Edit task' : isVaccine ? 'New vaccine reminder' : 'New task';
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="todo-task-form" loading={busy}>
            {draft.mode === 'edit' ? 'Save changes' : 'Add'}
          </Button>
        </>
      }
    >
      <form id="todo-task-form" aria-label={title} noValidate onSubmit={submit}>
        <Stack gap={4}>
          {errors.form && <Alert variant="error">{errors.form}</Alert>}
          {isVaccine && (
            <Select
              label="Vaccine"
              options={[
                ...VACCINE_PRESETS.map((name) => ({ value: name, label: name })),
                { value: OTHER_VACCINE, label: 'Another vaccine' },
              ]}
              value={values.vaccine}
              onChange={(event) => set({ vaccine: event.target.value })}
              error={values.vaccine === OTHER_VACCINE ? undefined : errors.vaccineName}
            />
          )}
          {isVaccine && values.vaccine === OTHER_VACCINE && (
            <TextField
              label="Vaccine name"
              value={values.otherVaccine}
              onChange={(event) => set({ otherVaccine: event.target.value })}
              error={errors.vaccineName}
            />
          )}
          <Select
            label="Pet (optional)"
            placeholder="No pet"
            options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
            value={values.petId}
            onChange={(event) => set({ petId: event.target.value })}
            error={errors.petId}
          />
          <TextField
            label="Title"
            value={values.title}
            onChange={(event) => {
              setTitleTouched(true);
              set({ title: event.target.value });
            }}
            error={errors.title}
          />
          <Stack direction="row" gap={3} wrap>
            <TextField
              label="Due date"
              type="date"
              value={values.dueDate}
              onChange={(event) => set({ dueDate: event.target.value })}
              error={errors.dueDate}
            />
            <TextField
              label="Time (optional)"
              type="time"
              value={values.dueTime}
              onChange={(event) => set({ dueTime: event.target.value })}
              error={errors.dueTime}
            />
          </Stack>
          <Select
            label="Repeat"
            options={TODO_REPEATS.map((repeat) => ({ value: repeat, label: TODO_REPEAT_LABELS[repeat] }))}
            value={values.repeat}
            onChange={(event) => set({ repeat: event.target.value as TodoRepeat })}
            error={errors.repeat}
          />
          <TextArea
            label="Notes (optional)"
            rows={3}
            value={values.notes}
            onChange={(event) => set({ notes: event.target.value })}
            error={errors.notes}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
