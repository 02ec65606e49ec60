// Index selection widgets shared by the search screen and the snapshot dialogs. The caller
// loads the cluster's index names (and, optionally, aliases) and owns the value.
//
//   <IndexPatternInput value={pattern} onChange={(pattern: string) => …} indexNames={names}
//                      aliases?={aliasTargets} label? disabled? />
//       Pattern text with a '{count} matched indices' button (warning colour at 0) listing the
//       matches; Esc resets to '*'. (data spec 2.19)
//   <IndexMultiSelect value={names} onChange={(names: string[]) => …} indexNames={names}
//                     label? disabled? />
//       Type-ahead pick list with Select all / Deselect all; shows the names when 3 or fewer
//       are picked, '{n} indices selected' otherwise. (data spec 2.18)
//   <IndexSelectionInput value={selection} onChange={(selection: IndexSelection) => …}
//                        indexNames={names} aliases?={aliasTargets} disabled? />
//       Switches between the two; a string value is a pattern, an array a pick. (data spec 2.8)
//
// Pure helpers: matchIndexPattern(pattern, names, aliases?) -> { names, unresolved },
// isPatternSelection(selection), switchSelectionMode(selection, names, aliases?).
export { IndexPatternInput, type IndexPatternInputProps } from './IndexPatternInput';
export { IndexMultiSelect, type IndexMultiSelectProps } from './IndexMultiSelect';
export { IndexSelectionInput, type IndexSelectionInputProps } from './IndexSelectionInput';
export {
  MATCH_ALL_PATTERN,
  matchIndexPattern,
  type AliasTargets,
  type PatternMatches,
} from './indexPattern';
export { isPatternSelection, switchSelectionMode, type IndexSelection } from './selection';
