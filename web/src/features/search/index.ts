export { SearchDialog } from './components/SearchDialog';
