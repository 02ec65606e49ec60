// The questions asked in a dialog (askInModal), newest last. A tiny external store so any code,
// hook or not, can ask; QuestionHost shows the newest one.
import type { ReactNode } from 'react';

export interface Question {
  id: number;
  title: string;
  body: ReactNode;
  /** Called once when the question leaves: answered or dismissed. */
  onClose: () => void;
}

type Listener = () => void;

// Kept here, not in the app's store: a question carries its body (React nodes) and the answer's
// resolver, which the store may not hold.
let asked: readonly Question[] = [];
let lastId = 0;
const listeners = new Set<Listener>();

function publish(next: readonly Question[]): void {
  asked = next;
  listeners.forEach((listener) => listener());
}

/** Shows a question above any other and returns its id. */
export function ask(question: Omit<Question, 'id'>): number {
  lastId += 1;
  publish([...asked, { ...question, id: lastId }]);
  return lastId;
}

/** Takes the question away (calling its onClose), if it is still asked. */
export function closeQuestion(id: number): void {
  const question = asked.find((candidate) => candidate.id === id);
  if (!question) return;
  publish(asked.filter((candidate) => candidate !== question));
  question.onClose();
}

export function getQuestions(): readonly Question[] {
  return asked;
}

export function subscribeQuestions(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
