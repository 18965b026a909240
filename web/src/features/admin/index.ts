export { AdminApp } from './AdminApp';
