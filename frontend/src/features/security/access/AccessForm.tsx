// The question of the "why can't this user" view: a user (the connected one at first, any name
// typed or picked from the users), a privilege or action (the engine's own names offered, any
// text allowed) and an index (empty for a cluster privilege).
import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { AccessQuestion } from '../../../api/operations/securityAccess';

/** How many suggestions a list shows at once: typing narrows them. */
const SUGGESTIONS = 50;

interface AccessFormProps {
  connectedAs: string;
  users: string[];
  /** The privilege names to offer for a question about `index`. */
  privilegeNames: (index: string) => string[];
  onCheck: (question: AccessQuestion) => void;
}

export function AccessForm({ connectedAs, users, privilegeNames, onCheck }: AccessFormProps) {
  const { t } = useTranslation();
  // Untouched, the field follows the connected user (who may be known only after the first render).
  const [typedUser, setUser] = useState<string | null>(null);
  const user = typedUser ?? connectedAs;
  const [privilege, setPrivilege] = useState('');
  const [index, setIndex] = useState('');
  const ready = user.trim() !== '' && privilege.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onCheck({ user: user.trim(), privilege: privilege.trim(), index: index.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={t('security.access.form')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Autocomplete
          label={t('security.access.user')}
          data={users}
          limit={SUGGESTIONS}
          value={user}
          onChange={setUser}
          w={220}
        />
        <Autocomplete
          label={t('security.access.privilege')}
          placeholder={t('security.access.privilegePlaceholder')}
          data={privilegeNames(index)}
          limit={SUGGESTIONS}
          maxDropdownHeight={280}
          value={privilege}
          onChange={setPrivilege}
          w={300}
        />
        <TextInput
          label={t('security.access.index')}
          placeholder={t('security.access.indexPlaceholder')}
          value={index}
          onChange={(event) => setIndex(event.currentTarget.value)}
          w={220}
        />
        <Button type="submit" disabled={!ready}>
          {t('security.access.check')}
        </Button>
      </Group>
    </form>
  );
}
