// What an engine's role form is given by the editor.
export interface RoleFieldsProps<Form> {
  form: Form;
  onChange: (form: Form) => void;
  /** The engine's explanations of invalid document-level queries, by index entry. */
  refusals: ReadonlyMap<number, string>;
}
