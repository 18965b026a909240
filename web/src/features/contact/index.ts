export { Contact } from './components/Contact';
