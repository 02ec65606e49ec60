import { useState } from 'react';
import { closeQuestion, type Question } from './questions';
import { Dialog } from '../Dialog/Dialog';

/**
 * The newest question in a centred modal; closing the modal dismisses it. While the modal fades
 * out after the last question, it keeps showing that question.
 */
export function QuestionDialog({ question }: { question: Question | undefined }) {
  const [last, setLast] = useState(question);
  if (question && question !== last) setLast(question);
  const shown = question ?? last;
  return (
    <Dialog
      opened={question !== undefined}
      onClose={() => {
        if (question) closeQuestion(question.id);
      }}
      title={shown?.title}
      centered
    >
      {shown?.body}
    </Dialog>
  );
}
