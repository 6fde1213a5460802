export { CardList, EntryActions, EntryHeader, EntryTitle, Facts, ListEntry } from './Facts';
