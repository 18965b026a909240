export { ImageTest } from './components/ImageTest';
