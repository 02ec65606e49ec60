import 'fake-indexeddb/auto';
import { deleteDB, type DBSchema } from 'idb';
import { describe, expect, it } from 'vitest';
import { sharedDb } from './sharedDb';

interface NotesSchema extends DBSchema {
  notes: { key: number; value: string };
}

const openNotes = sharedDb<NotesSchema>('shared-db-test', 1, (db) => {
  db.createObjectStore('notes');
});

describe('a database shared by its users', () => {
  it('is opened once, and again after another page deletes it', async () => {
    const first = openNotes();
    expect(openNotes()).toBe(first);
    await (await first).put('notes', 'kept', 1);
    expect(await (await openNotes()).get('notes', 1)).toBe('kept');
    // The open connection lets the deletion through rather than block it.
    await deleteDB('shared-db-test');
    const again = openNotes();
    expect(again).not.toBe(first);
    expect(await (await again).get('notes', 1)).toBeUndefined();
    (await again).close();
    await deleteDB('shared-db-test');
  });
});
