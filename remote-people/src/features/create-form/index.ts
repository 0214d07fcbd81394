// The list screens' add forms' create flow (useCreateForm). A feature of its own, apart from the
// lists' index, so that only the add dialogs' chunks, fetched when a dialog opens, bring
// react-hook-form: the list screens import the lists' index.
export { useCreateForm } from './hooks/use-create-form';
