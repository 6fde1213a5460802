import { describe, expect, it } from 'vitest';
import { trainerMessages } from '@petpal/contracts';
import { checkTraining, initialTrainingDraft, type TrainingDraft } from './training-form';

const context = { trainerId: 'b10000000000000000000001', paymentMethodId: null };
const inPerson: TrainingDraft = {
  ...initialTrainingDraft,
  appointmentDate: '2026-12-03',
  startTime: '10:00',
  endTime: '11:00',
  scheduleId: 'c10000000000000000000001',
  sessionType: 'Puppy',
};
const online: TrainingDraft = {
  ...inPerson,
  appointmentType: 'online_training',
  contactMethod: 'zoom',
  contactLink: ' https://zoom.us/j/1 ',
  disclaimerAccepted: true,
};

describe('checkTraining', () => {
  it('sends an in-person session without the online fields', async () => {
    expect(await checkTraining({ ...inPerson, contactLink: 'ignored' }, context)).toEqual({
      ok: true,
      input: {
        trainerId: context.trainerId,
        appointmentDate: '2026-12-03',
        startTime: '10:00',
        endTime: '11:00',
        sessionType: 'Puppy',
        appointmentType: 'in_person',
        petId: null,
        scheduleId: 'c10000000000000000000001',
        specialInstructions: '',
        disclaimerAccepted: false,
      },
    });
  });

  it('says "Missing Information" for the required fields (spec section 5)', async () => {
    const checked = await checkTraining(initialTrainingDraft, context);
    expect(checked).toEqual({
      ok: false,
      errors: {
        appointmentDate: trainerMessages.missingInfo,
        startTime: trainerMessages.missingInfo,
        endTime: trainerMessages.missingInfo,
        scheduleId: trainerMessages.missingInfo,
        sessionType: trainerMessages.missingInfo,
      },
      toast: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    });
  });

  it('asks for every online requirement at once, the required fields first', async () => {
    const bare = { ...initialTrainingDraft, appointmentType: 'online_training' as const };
    const checked = await checkTraining(bare, context);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.toast.description).toBe('Please fill in all required fields.');
    expect(checked.errors).toMatchObject({
      contactMethod: trainerMessages.onlineRequirements,
      contactLink: trainerMessages.onlineRequirements,
      disclaimerAccepted: trainerMessages.onlineRequirements,
      paymentMethodId: trainerMessages.payment,
    });
    expect(await checkTraining({ ...online, disclaimerAccepted: false }, context)).toMatchObject({
      ok: false,
      toast: { title: 'Missing Information', description: 'Please complete all online training requirements.' },
    });
  });

  it('says "Payment Method Required" without a saved method, and sends the chosen one', async () => {
    expect(await checkTraining(online, context)).toMatchObject({
      ok: false,
      errors: { paymentMethodId: trainerMessages.payment },
      toast: { title: 'Payment Method Required', description: 'Please select a payment method for online training.' },
    });
    expect(await checkTraining(online, { ...context, paymentMethodId: 'c10000000000000000000001' })).toMatchObject({
      ok: true,
      input: {
        appointmentType: 'online_training',
        contactMethod: 'zoom',
        contactLink: 'https://zoom.us/j/1',
        disclaimerAccepted: true,
        paymentMethodId: 'c10000000000000000000001',
      },
    });
  });

  it('refuses an end before the start (the calendar offers whole sessions; the API checks them)', async () => {
    const checked = await checkTraining({ ...inPerson, startTime: '11:00', endTime: '10:00' }, context);
    expect(checked.ok ? {} : checked.errors).toEqual({ endTime: trainerMessages.timeRange });
  });
});
