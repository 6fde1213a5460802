import { useState, type ReactNode } from 'react';
import { Button } from '@petpal/design-system/core';
import { Dialog } from '@petpal/design-system/core';
import { Stack, Text } from '../Layout';
import { RatingStars } from '../RatingStars';
import { TextArea } from '../TextArea';

export interface Rating {
  /** 1 to 5. */
  rating: number;
  /** Trimmed; empty when the owner wrote nothing. */
  feedback: string;
}

export interface RatingDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  /** The question above the stars, e.g. "How was the visit?". */
  question: ReactNode;
  /** What is rated: a new one starts with no stars and no feedback. */
  subjectKey: string;
  /** The rating is on its way: Submit Rating waits. */
  submitting: boolean;
  onSubmit(rating: Rating): void;
}

/** 1 to 5 stars and optional feedback (spec section 5); Submit Rating waits for a star. */
export function RatingDialog({
  open,
  onClose,
  title,
  description,
  question,
  subjectKey,
  submitting,
  onSubmit,
}: RatingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {open && (
        <RatingForm
          key={subjectKey}
          question={question}
          submitting={submitting}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

type RatingFormProps = Pick<RatingDialogProps, 'question' | 'submitting' | 'onSubmit' | 'onClose'>;

function RatingForm({ question, submitting, onSubmit, onClose }: RatingFormProps) {
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <Text>{question}</Text>
        <RatingStars value={rating} onChange={setRating} label="Rating" />
      </Stack>
      <TextArea
        label="Feedback (optional)"
        value={feedback}
        maxLength={2000}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <Stack direction="row" gap={3} justify="flex-end" wrap>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          loading={submitting}
          disabled={rating < 1}
          onClick={() => onSubmit({ rating, feedback: feedback.trim() })}
        >
          Submit Rating
        </Button>
      </Stack>
    </Stack>
  );
}
