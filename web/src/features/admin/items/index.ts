export { ItemsSection } from './components/ItemsSection';
export { AddItemPage } from './components/AddItemPage';
