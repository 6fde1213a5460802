import { Checkbox, Stack, apiFieldErrors, useContractForm, useToast } from '@petpal/design-system';
import { NOTICE_KINDS, type NoticeKind, NoticePreferences } from '@petpal/contracts';
import { SettingsCard, SettingsFormEnd } from '../../../ui/SettingsCard';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notice-preferences';

export const noticeTexts = {
  title: 'Notifications',
  intro: 'Choose what reaches your bell. Lost and found reports near you are set under Nearby alerts.',
  kinds: {
    comments: 'Comments on my posts',
    replies: 'Replies to my comments',
    likes: 'Likes on my posts',
    requests: 'Booking, playdate and adoption requests and answers, and requests to rate a booking',
    orders: 'Order updates',
    report_cards: 'Report cards from my pet sitter',
  } satisfies Record<NoticeKind, string>,
  save: 'Save Notification Settings',
  saved: 'Notification settings saved.',
  loadFailed: 'Failed to load your notification settings. Please try again.',
  saveFailed: 'Failed to save your notification settings. Please try again.',
} as const;

/** A box per kind, ticked when the user hears of it. */
type NoticeValues = Record<NoticeKind, boolean>;

const toInput = (values: NoticeValues): NoticePreferences => ({
  muted: NOTICE_KINDS.filter((kind) => !values[kind]),
});

function NoticeForm({ userId, initial }: { userId: string; initial: NoticePreferences }) {
  const save = useSaveNoticePreferences(userId);
  const { toast } = useToast();
  const form = useContractForm<typeof NoticePreferences, NoticeValues>(NoticePreferences, {
    toInput,
    defaultValues: Object.fromEntries(
      NOTICE_KINDS.map((kind) => [kind, !initial.muted.includes(kind)]),
    ) as NoticeValues,
  });
  const submit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: noticeTexts.saved, variant: 'success' }),
      onError: (error) => form.showErrors(apiFieldErrors(error, noticeTexts.saveFailed)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={noticeTexts.title}>
      <Stack gap={3}>
        {NOTICE_KINDS.map((kind) => (
          <Checkbox key={kind} label={noticeTexts.kinds[kind]} {...form.register(kind)} />
        ))}
        <SettingsFormEnd error={form.formError} saving={save.isPending} label={noticeTexts.save} />
      </Stack>
    </form>
  );
}

/** The kinds of bell notice the user hears of (docs/decisions/082), beside the nearby-alert settings. */
export function NoticeSettingsCard({ userId }: { userId: string }) {
  return (
    <SettingsCard
      title={noticeTexts.title}
      intro={noticeTexts.intro}
      settings={useNoticePreferences(userId)}
      loading="Loading notification settings..."
      loadFailed={noticeTexts.loadFailed}
    >
      {(saved) => <NoticeForm userId={userId} initial={saved} />}
    </SettingsCard>
  );
}
