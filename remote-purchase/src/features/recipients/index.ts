// The recipients feature's front door: the one editable recipient table of every source, its row state,
// row editing, pricing and the row checks before ordering.
export { RecipientTable } from './components/recipient-table';
export { FieldCell, FieldsCell, RegionDoubt, RowActions } from './components/row-cells';
export { initialRecipients, recipientsReducer } from './hooks/recipients-state';
export { RowDrafts, RowEditingContext, type RowEditing } from './hooks/row-drafts';
export { usePricing, type Pricing } from './hooks/use-pricing';
export { useRecipients, type RecipientsStore } from './hooks/use-recipients';
export { firstRowProblem } from './utils/row-checks';
export { newRecipients } from './utils/new-recipients';
export { toInput, type NewRecipient, type Recipient, type SourceKey } from './types';
