import { Suspense, useState, useSyncExternalStore } from 'react';
import { preloadable } from '../preloadable';
import { getQuestions, subscribeQuestions } from './questions';

// The dialog's code (Mantine's modal, its scroll area and focus trap) is not part of the first
// page's: it is fetched with the first question, or in idle time after the first screen.
const dialog = preloadable(
  () => import('./QuestionDialog'),
  (module) => module.QuestionDialog,
);
export const loadQuestionDialog = dialog.load;
const QuestionDialog = dialog.Component;

/** Shows the questions asked with askInModal(); mount it once inside MantineProvider. */
export function QuestionHost() {
  const questions = useSyncExternalStore(subscribeQuestions, getQuestions);
  // Mounted from the first question on, so the dialog can fade out after the last one.
  const [asked, setAsked] = useState(false);
  if (questions.length > 0 && !asked) setAsked(true);
  if (!asked && questions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuestionDialog question={questions.at(-1)} />
    </Suspense>
  );
}
