export { Reviews } from './components/Reviews';
