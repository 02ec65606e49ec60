// What the roles list needs to create, edit and clone roles: the handlers for its New button and
// its rows' Edit and Clone buttons, and the editor dialog they open.
import { useCallback, useState } from 'react';
import type { SecurityRole } from '../../../engine/securityRoles';
import { RoleEditorDialog, type RoleEditorState } from './RoleEditorDialog';

export function useRoleEditing() {
  const [state, setState] = useState<RoleEditorState>(null);
  const create = useCallback(() => setState({ kind: 'new' }), []);
  const edit = useCallback((role: SecurityRole) => setState({ kind: 'edit', role }), []);
  const clone = useCallback((role: SecurityRole) => setState({ kind: 'clone', role }), []);
  const close = useCallback(() => setState(null), []);
  return { create, edit, clone, dialog: <RoleEditorDialog state={state} onClose={close} /> };
}
