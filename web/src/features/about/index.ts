export { About } from './components/About';
