// What other features may use of imports: the lists' Import button.
export { ImportButton } from './components/ImportButton';
